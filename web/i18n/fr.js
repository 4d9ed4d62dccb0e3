// UI strings of the page in French (same keys as en.js).
export const UI_FR = {
  "page.title": "ragcite : vérifiez les citations d'une réponse RAG",
  "page.tagline":
    "Vérifiez les citations d'une réponse RAG par rapport aux sources envoyées au modèle. " +
    "Tout se passe dans cette page : rien de ce que vous collez ne quitte votre navigateur.",
  "page.footer":
    "ragcite vérifie mécaniquement que les sources citées existent, que les citations " +
    "figurent dans la source citée et quelles phrases n'ont pas de citation. Il ne peut " +
    "pas dire si la réponse est juste. Python tourne dans votre navigateur grâce à Pyodide.",
  "offline.link": "Télécharger pour une utilisation hors ligne",
  "offline.note": " : un seul fichier qui s'ouvre depuis votre disque, sans réseau.",
  "field.sources": "Sources",
  "field.answer": "Réponse",
  "field.format": "format",
  "field.sources.placeholder":
    "Les sources numérotées envoyées au modèle : un tableau JSON, des blocs [1], ...",
  "field.answer.placeholder":
    "La réponse du modèle : une réponse brute de l'API (JSON ou flux) ou du texte avec des marqueurs [n]",
  "field.threshold": "Seuil d'étayage",
  "field.threshold.hint": "score d'étayage (0–1) à partir duquel une affirmation compte comme étayée ; la valeur par défaut a été choisie sur un jeu annoté par des personnes",
  "field.answer_language": "Langue de la réponse",
  "field.answer_language.auto": "détecter",
  "field.answer_language.hint": "pour les mots vides, les radicaux et les nombres (1,5 ou 1.5)",
  "field.language": "Langue",
  "region.report": "Rapport",
  "file.open.sources": "Ouvrir un fichier de sources…",
  "file.open.answer": "Ouvrir un fichier de réponse…",
  "file.drop": "ou déposez un fichier dans la zone",
  "file.loaded": "{name} chargé ({size}).",
  "file.bad_type": "{name} n'a pas été ouvert : utilisez un fichier .txt, .json, .jsonl, .md, .ndjson ou .sse.",
  "file.too_big": "{name} n'a pas été ouvert : {size} dépasse la limite de {limit}.",
  "file.not_utf8": "{name} n'a pas été ouvert : ce n'est pas du texte UTF-8.",
  "inputs.clear": "Effacer",
  "inputs.clear.label": "Effacer les deux champs et la copie gardée dans ce navigateur",
  "inputs.cleared": "Effacé. Ce navigateur ne garde plus rien.",
  "inputs.restored": "Votre dernier collage a été restauré depuis le stockage de ce navigateur.",
  "inputs.not_saved":
    "Ce texte est trop volumineux pour le stockage de ce navigateur ; il ne survivra pas à un rechargement.",
  "share.button": "Copier le lien de partage",
  "share.link_label": "Lien de partage",
  "share.copied":
    "Lien copié ({n} caractères). Les données sont dans la partie après #, que les " +
    "navigateurs n'envoient jamais à un serveur.",
  "share.too_long":
    "Ce lien fait {n} caractères. Au-delà d'environ 8 000 caractères, certains " +
    "navigateurs, messageries et logiciels de courrier coupent les liens : exportez le " +
    "rapport JSON ou envoyez les fichiers.",
  "share.copy_failed": "Impossible de copier le lien : sélectionnez-le ci-dessous et copiez-le.",
  "share.restored": "Données restaurées depuis le lien de partage.",
  "share.bad": "Le lien de partage est illisible ({error}) ; votre dernier collage est affiché.",
  "export.copied": "{format} copié dans le presse-papiers.",
  "export.downloaded": "{file} téléchargé.",
  "export.failed": "L'export a échoué : {error}",
  "copy.failed": "Impossible de copier dans le presse-papiers : {error}",
  "status.starting": "Démarrage…",
  "status.starting_worker": "Démarrage du worker Python…",
  "status.runtime": "Chargement de l'environnement Python : {detail}",
  "status.packages": "Chargement des paquets : {detail}",
  "status.import": "Import de {detail}",
  "status.ready": "Python est prêt ({detail}).",
  "status.checked": "Vérifié en {time}.",
  "status.unreadable": "L'entrée est illisible ; voir ci-dessous.",
  "status.check_failed": "La vérification a échoué.",
  "status.restarting": "Python s'est arrêté ({error}) ; redémarrage en cours. Votre texte collé est conservé.",
  "problem.check_timeout": "La vérification a dépassé {time} et a été arrêtée.",
  "status.boot_failed": "Python n'a pas pu démarrer : {error}. Rechargez la page pour réessayer.",
  "status.boot_timeout":
    "il n'a pas démarré en {time}. Le navigateur bloque peut-être WebAssembly, ou les " +
    "fichiers de pyodide/ ne se sont pas chargés",
  "problem.no_report": "Le vérificateur n'a renvoyé aucun rapport",
  "problem.check_failed": "La vérification a échoué",
  "status.rendered": "Rapport affiché en français, sans nouvelle vérification.",
  "language.name": "Français",
  "examples.label": "Exemples",
  "examples.choose": "un exemple par fournisseur…",
  "examples.replace": "Remplacer ce que vous avez collé par cet exemple ? Vos sources et votre réponse seront écrasées.",
  "examples.loaded": "Exemple chargé : {name}.",
  // issue 11: a long check shows its progress and can be cancelled
  "check.progress": "Vérification… {time}",
  "check.cancel": "Annuler",
  "check.cancel.title": "Arrêter cette vérification et redémarrer Python (le texte collé est conservé)",
  "check.cancelled": "Vérification annulée : Python a été arrêté et redémarre. Le texte collé est conservé ; modifiez-le pour vérifier à nouveau.",
  "problem.cancelled": "La vérification a été annulée",
  // issue 14: a large input while its check runs
  "status.checking": "Vérification en cours…",
};
