// UI strings of the page in Spanish (same keys as en.js).
export const UI_ES = {
  "page.title": "ragcite: comprueba las citas de una respuesta RAG",
  "page.tagline":
    "Comprueba las citas de una respuesta RAG con las fuentes que enviaste al modelo. " +
    "Todo ocurre en esta página: nada de lo que pegas sale de tu navegador.",
  "page.footer":
    "ragcite comprueba mecánicamente que las fuentes citadas existen, que las citas están " +
    "en la fuente citada y qué frases no tienen cita. No puede decir si la respuesta es " +
    "correcta. Python se ejecuta en tu navegador gracias a Pyodide.",
  "offline.link": "Descargar para usar sin conexión",
  "offline.note": ": un solo archivo que se abre desde tu disco y no necesita red.",
  "field.sources": "Fuentes",
  "field.answer": "Respuesta",
  "field.format": "formato",
  "field.sources.placeholder":
    "Las fuentes numeradas que enviaste al modelo: un array JSON, bloques [1], ...",
  "field.answer.placeholder":
    "La respuesta del modelo: una respuesta en bruto de la API (JSON o stream) o texto con marcadores [n]",
  "field.threshold": "Umbral de respaldo",
  "field.threshold.hint": "puntuación de respaldo (0–1) a partir de la cual una afirmación cuenta como respaldada; el valor por defecto se eligió en un conjunto etiquetado por personas",
  "field.answer_language": "Idioma de la respuesta",
  "field.answer_language.auto": "detectar",
  "field.answer_language.hint": "para palabras vacías, raíces y números (1,5 o 1.5)",
  "field.language": "Idioma",
  "region.report": "Informe",
  "file.open.sources": "Abrir un archivo de fuentes…",
  "file.open.answer": "Abrir un archivo de respuesta…",
  "file.drop": "o suelta un archivo en el cuadro",
  "file.loaded": "{name} cargado ({size}).",
  "file.bad_type": "{name} no se abrió: usa un archivo .txt, .json, .jsonl, .md, .ndjson o .sse.",
  "file.too_big": "{name} no se abrió: {size} supera el límite de {limit}.",
  "file.not_utf8": "{name} no se abrió: no es texto UTF-8.",
  "inputs.clear": "Vaciar",
  "inputs.clear.label": "Vaciar ambos campos y la copia guardada en este navegador",
  "inputs.cleared": "Vaciado. Este navegador ya no guarda nada.",
  "inputs.restored": "Se restauró lo último que pegaste desde el almacenamiento de este navegador.",
  "inputs.not_saved":
    "Este texto es demasiado grande para el almacenamiento de este navegador; no sobrevivirá a una recarga.",
  "share.button": "Copiar enlace para compartir",
  "share.link_label": "Enlace para compartir",
  "share.copied":
    "Enlace copiado ({n} caracteres). Los datos van en la parte tras #, que los " +
    "navegadores nunca envían a un servidor.",
  "share.too_long":
    "Este enlace tiene {n} caracteres. A partir de unos 8.000 caracteres algunos " +
    "navegadores, chats y programas de correo cortan los enlaces: exporta el informe JSON " +
    "o envía los archivos.",
  "share.copy_failed": "No se pudo copiar el enlace: selecciónalo abajo y cópialo.",
  "share.restored": "Datos restaurados desde el enlace para compartir.",
  "share.bad": "No se pudo leer el enlace ({error}); se muestra lo último que pegaste.",
  "export.copied": "{format} copiado al portapapeles.",
  "export.downloaded": "{file} descargado.",
  "export.failed": "La exportación falló: {error}",
  "copy.failed": "No se pudo copiar al portapapeles: {error}",
  "status.starting": "Iniciando…",
  "status.starting_worker": "Iniciando el worker de Python…",
  "status.runtime": "Cargando el entorno de Python: {detail}",
  "status.packages": "Cargando paquetes: {detail}",
  "status.import": "Importando {detail}",
  "status.ready": "Python está listo ({detail}).",
  "status.checked": "Comprobado en {time}.",
  "status.unreadable": "No se pudo leer la entrada; mira abajo.",
  "status.check_failed": "La comprobación falló.",
  "status.restarting": "Python se detuvo ({error}); se está reiniciando. Lo que pegaste se conserva.",
  "problem.check_timeout": "La comprobación tardó más de {time} y se detuvo.",
  "status.boot_failed": "Python no pudo arrancar: {error}. Recarga la página para intentarlo de nuevo.",
  "status.boot_timeout":
    "no arrancó en {time}. Puede que el navegador bloquee WebAssembly o que los archivos " +
    "de pyodide/ no se hayan cargado",
  "problem.no_report": "El comprobador no devolvió ningún informe",
  "problem.check_failed": "La comprobación falló",
  "status.rendered": "Informe mostrado en español, sin volver a comprobar.",
  "language.name": "Español",
  "examples.label": "Ejemplos",
  "examples.choose": "un ejemplo por proveedor…",
  "examples.replace": "¿Reemplazar lo que pegaste con este ejemplo? Se sobrescribirán tus fuentes y tu respuesta.",
  "examples.loaded": "Ejemplo cargado: {name}.",
  // issue 11: a long check shows its progress and can be cancelled
  "check.progress": "Comprobando… {time}",
  "check.cancel": "Cancelar",
  "check.cancel.title": "Detener esta comprobación y reiniciar Python (lo pegado se conserva)",
  "check.cancelled": "Comprobación cancelada: Python se detuvo y se está reiniciando. Lo pegado se conserva; edítalo para comprobar de nuevo.",
  "problem.cancelled": "La comprobación se canceló",
  // issue 14: a large input while its check runs
  "status.checking": "Comprobando…",
};
