// UI strings of the page in Indonesian (same keys as en.js).
export const UI_ID = {
  "page.title": "ragcite: periksa sitasi jawaban RAG",
  "page.tagline":
    "Periksa sitasi jawaban RAG terhadap sumber yang Anda kirim ke model. Semuanya " +
    "berjalan di halaman ini: tidak ada yang Anda tempel keluar dari browser Anda.",
  "page.footer":
    "ragcite memeriksa secara mekanis bahwa sumber yang dikutip ada, bahwa kutipan ada di " +
    "sumber yang dikutip, dan kalimat mana yang tidak punya sitasi. ragcite tidak bisa " +
    "mengatakan apakah jawabannya benar. Python berjalan di browser Anda lewat Pyodide.",
  "offline.link": "Unduh untuk penggunaan luring",
  "offline.note": ": satu berkas yang dibuka dari disk Anda dan tidak memerlukan jaringan.",
  "field.sources": "Sumber",
  "field.answer": "Jawaban",
  "field.format": "format",
  "field.sources.placeholder":
    "Sumber bernomor yang Anda kirim ke model: array JSON, blok [1], ...",
  "field.answer.placeholder":
    "Jawaban model: respons API mentah (JSON atau stream) atau teks biasa dengan penanda [n]",
  "field.threshold": "Ambang dukungan",
  "field.threshold.hint": "skor dukungan (0–1) mulai dari mana klaim dihitung didukung; nilai bawaan dipilih pada kumpulan data berlabel manusia",
  "field.answer_language": "Bahasa jawaban",
  "field.answer_language.auto": "deteksi",
  "field.answer_language.hint": "untuk kata umum, kata dasar, dan angka (1,5 atau 1.5)",
  "field.language": "Bahasa",
  "region.report": "Laporan",
  "file.open.sources": "Buka berkas sumber…",
  "file.open.answer": "Buka berkas jawaban…",
  "file.drop": "atau letakkan berkas di kotak",
  "file.loaded": "{name} dimuat ({size}).",
  "file.bad_type": "{name} tidak dibuka: gunakan berkas .txt, .json, .jsonl, .md, .ndjson, atau .sse.",
  "file.too_big": "{name} tidak dibuka: {size} melebihi batas {limit}.",
  "file.not_utf8": "{name} tidak dibuka: bukan teks UTF-8.",
  "inputs.clear": "Kosongkan",
  "inputs.clear.label": "Kosongkan kedua kolom dan salinan yang disimpan di browser ini",
  "inputs.cleared": "Dikosongkan. Browser ini tidak menyimpan apa pun lagi.",
  "inputs.restored": "Tempelan terakhir Anda dipulihkan dari penyimpanan browser ini.",
  "inputs.not_saved":
    "Tempelan ini terlalu besar untuk penyimpanan browser ini; isinya akan hilang saat halaman dimuat ulang.",
  "share.button": "Salin tautan berbagi",
  "share.link_label": "Tautan berbagi",
  "share.copied":
    "Tautan disalin ({n} karakter). Data ada di bagian setelah #, yang tidak pernah " +
    "dikirim browser ke server.",
  "share.too_long":
    "Tautan ini panjangnya {n} karakter. Di atas sekitar 8.000 karakter, sebagian browser, " +
    "aplikasi obrolan, dan program surel memotong tautan: ekspor laporan JSON atau kirim " +
    "berkasnya.",
  "share.copy_failed": "Tautan tidak dapat disalin: pilih tautan di bawah lalu salin.",
  "share.restored": "Data dipulihkan dari tautan berbagi.",
  "share.bad": "Tautan berbagi tidak terbaca ({error}); tempelan terakhir Anda yang ditampilkan.",
  "export.copied": "{format} disalin ke papan klip.",
  "export.downloaded": "{file} diunduh.",
  "export.failed": "Ekspor gagal: {error}",
  "copy.failed": "Tidak dapat menyalin ke papan klip: {error}",
  "status.starting": "Memulai…",
  "status.starting_worker": "Memulai worker Python…",
  "status.runtime": "Memuat runtime Python: {detail}",
  "status.packages": "Memuat paket: {detail}",
  "status.import": "Mengimpor {detail}",
  "status.ready": "Python siap ({detail}).",
  "status.checked": "Diperiksa dalam {time}.",
  "status.unreadable": "Input tidak dapat dibaca; lihat di bawah.",
  "status.check_failed": "Pemeriksaan gagal.",
  "status.restarting": "Python berhenti ({error}); sedang dimulai ulang. Tempelan Anda tetap ada.",
  "problem.check_timeout": "Pemeriksaan melebihi {time} dan dihentikan.",
  "status.boot_failed": "Python tidak dapat dimulai: {error}. Muat ulang halaman untuk mencoba lagi.",
  "status.boot_timeout":
    "tidak dimulai dalam {time}. Browser mungkin memblokir WebAssembly, atau berkas di " +
    "pyodide/ tidak termuat",
  "problem.no_report": "Pemeriksa tidak mengembalikan laporan",
  "problem.check_failed": "Pemeriksaan gagal",
  "status.rendered": "Laporan ditampilkan dalam bahasa Indonesia, tanpa memeriksa ulang.",
  "language.name": "Bahasa Indonesia",
  "examples.label": "Contoh",
  "examples.choose": "satu contoh per penyedia…",
  "examples.replace": "Ganti yang Anda tempel dengan contoh ini? Sumber dan jawaban Anda akan ditimpa.",
  "examples.loaded": "Contoh dimuat: {name}.",
  // issue 11: a long check shows its progress and can be cancelled
  "check.progress": "Memeriksa… {time}",
  "check.cancel": "Batal",
  "check.cancel.title": "Hentikan pemeriksaan ini dan mulai ulang Python (tempelan Anda tetap ada)",
  "check.cancelled": "Pemeriksaan dibatalkan: Python dihentikan dan sedang dimulai ulang. Tempelan Anda tetap ada; ubah untuk memeriksa lagi.",
  "problem.cancelled": "Pemeriksaan dibatalkan",
  // issue 14: a large input while its check runs
  "status.checking": "Sedang memeriksa…",
};
