// UI strings of the page in Italian (same keys as en.js).
export const UI_IT = {
  "page.title": "ragcite: verifica le citazioni di una risposta RAG",
  "page.tagline":
    "Verifica le citazioni di una risposta RAG rispetto alle fonti che hai dato al modello. " +
    "Tutto avviene in questa pagina: niente di ciò che incolli lascia il tuo browser.",
  "page.footer":
    "ragcite verifica meccanicamente che le fonti citate esistano, che le citazioni siano " +
    "nella fonte citata e quali frasi non abbiano una citazione. Non può dire se la " +
    "risposta è giusta. Python gira nel tuo browser grazie a Pyodide.",
  "offline.link": "Scarica per l'uso offline",
  "offline.note": ": un solo file che si apre dal tuo disco e non ha bisogno della rete.",
  "field.sources": "Fonti",
  "field.answer": "Risposta",
  "field.format": "formato",
  "field.sources.placeholder":
    "Le fonti numerate che hai dato al modello: un array JSON, blocchi [1], ...",
  "field.answer.placeholder":
    "La risposta del modello: una risposta grezza dell'API (JSON o stream) o testo con marcatori [n]",
  "field.threshold": "Soglia di supporto",
  "field.threshold.hint": "punteggio di supporto (0–1) da cui un'affermazione conta come supportata; il valore predefinito è stato scelto su un insieme etichettato da persone",
  "field.answer_language": "Lingua della risposta",
  "field.answer_language.auto": "rileva",
  "field.answer_language.hint": "per parole vuote, radici e numeri (1,5 o 1.5)",
  "field.language": "Lingua",
  "region.report": "Rapporto",
  "file.open.sources": "Apri un file di fonti…",
  "file.open.answer": "Apri un file di risposta…",
  "file.drop": "oppure trascina un file nel riquadro",
  "file.loaded": "{name} caricato ({size}).",
  "file.bad_type": "{name} non è stato aperto: usa un file .txt, .json, .jsonl, .md, .ndjson o .sse.",
  "file.too_big": "{name} non è stato aperto: {size} supera il limite di {limit}.",
  "file.not_utf8": "{name} non è stato aperto: non è testo UTF-8.",
  "inputs.clear": "Svuota",
  "inputs.clear.label": "Svuota entrambi i campi e la copia conservata in questo browser",
  "inputs.cleared": "Svuotato. In questo browser non resta più nulla.",
  "inputs.restored": "Il tuo ultimo incolla è stato ripristinato dalla memoria di questo browser.",
  "inputs.not_saved":
    "Questo testo è troppo grande per la memoria di questo browser; non sopravvivrà a un ricaricamento.",
  "share.button": "Copia il link di condivisione",
  "share.link_label": "Link di condivisione",
  "share.copied":
    "Link copiato ({n} caratteri). I dati viaggiano nella parte dopo #, che i browser " +
    "non inviano mai a un server.",
  "share.too_long":
    "Questo link è lungo {n} caratteri. Oltre circa 8.000 caratteri alcuni browser, chat " +
    "e programmi di posta tagliano i link: esporta il rapporto JSON o invia i file.",
  "share.copy_failed": "Impossibile copiare il link: selezionalo qui sotto e copialo.",
  "share.restored": "Dati ripristinati dal link di condivisione.",
  "share.bad": "Il link di condivisione non è leggibile ({error}); è mostrato il tuo ultimo incolla.",
  "export.copied": "{format} copiato negli appunti.",
  "export.downloaded": "{file} scaricato.",
  "export.failed": "Esportazione non riuscita: {error}",
  "copy.failed": "Impossibile copiare negli appunti: {error}",
  "status.starting": "Avvio…",
  "status.starting_worker": "Avvio del worker Python…",
  "status.runtime": "Caricamento dell'ambiente Python: {detail}",
  "status.packages": "Caricamento dei pacchetti: {detail}",
  "status.import": "Importazione di {detail}",
  "status.ready": "Python è pronto ({detail}).",
  "status.checked": "Verificato in {time}.",
  "status.unreadable": "L'input non è leggibile; vedi sotto.",
  "status.check_failed": "La verifica non è riuscita.",
  "status.restarting": "Python si è fermato ({error}); lo riavvio. Il testo incollato resta.",
  "problem.check_timeout": "La verifica ha superato {time} ed è stata interrotta.",
  "status.boot_failed": "Python non è partito: {error}. Ricarica la pagina per riprovare.",
  "status.boot_timeout":
    "non è partito entro {time}. Il browser potrebbe bloccare WebAssembly, o i file in " +
    "pyodide/ non si sono caricati",
  "problem.no_report": "Il verificatore non ha restituito alcun rapporto",
  "problem.check_failed": "La verifica non è riuscita",
  "status.rendered": "Rapporto mostrato in italiano, senza verificare di nuovo.",
  "language.name": "Italiano",
  "examples.label": "Esempi",
  "examples.choose": "un esempio per fornitore…",
  "examples.replace": "Sostituire ciò che hai incollato con questo esempio? Fonti e risposta verranno sovrascritte.",
  "examples.loaded": "Esempio caricato: {name}.",
  // issue 11: a long check shows its progress and can be cancelled
  "check.progress": "Verifica in corso… {time}",
  "check.cancel": "Annulla",
  "check.cancel.title": "Ferma questa verifica e riavvia Python (il testo incollato resta)",
  "check.cancelled": "Verifica annullata: Python è stato fermato e si sta riavviando. Il testo incollato resta; modificalo per verificare di nuovo.",
  "problem.cancelled": "La verifica è stata annullata",
  // issue 14: a large input while its check runs
  "status.checking": "Verifica in corso…",
};
