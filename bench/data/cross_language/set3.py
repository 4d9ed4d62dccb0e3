# ruff: noqa: E501
"""Probe data: English sources + translations, answer sentences + translations, variants.
NB = no-break space, NN = narrow no-break space (French/Spanish digit grouping, space before %)."""

NB = "\u00a0"
NN = "\u202f"
LANGS = ["it", "id", "es", "fr", "de", "pt"]

SOURCES = {
    1: {
        "en": "The Tern Web Server 2.4 configuration reference describes the core directives. The `worker_connections` directive sets the maximum number of simultaneous connections per worker process; its default value is 1024. The `keepalive_timeout` directive defaults to 75 seconds. Access logs are written to /var/log/tern/access.log unless the TERN_LOG_DIR environment variable is set, and the default TLS port is 8443. HTTP/2 support was added in version 1.9.5, released by the Tern Foundation on 22 September 2015.",
        "it": "Il riferimento di configurazione di Tern Web Server 2.4 descrive le direttive principali. La direttiva `worker_connections` imposta il numero massimo di connessioni simultanee per processo worker; il suo valore predefinito è 1024. La direttiva `keepalive_timeout` ha un valore predefinito di 75 secondi. I log di accesso vengono scritti in /var/log/tern/access.log a meno che non sia impostata la variabile d'ambiente TERN_LOG_DIR, e la porta TLS predefinita è 8443. Il supporto HTTP/2 è stato aggiunto nella versione 1.9.5, rilasciata dalla Tern Foundation il 22 settembre 2015.",
        "id": "Referensi konfigurasi Tern Web Server 2.4 menjelaskan direktif-direktif inti. Direktif `worker_connections` menetapkan jumlah maksimum koneksi simultan per proses worker; nilai bawaannya adalah 1024. Direktif `keepalive_timeout` memiliki nilai bawaan 75 detik. Log akses ditulis ke /var/log/tern/access.log kecuali variabel lingkungan TERN_LOG_DIR diatur, dan port TLS bawaan adalah 8443. Dukungan HTTP/2 ditambahkan pada versi 1.9.5, yang dirilis oleh Tern Foundation pada 22 September 2015.",
        "es": "La referencia de configuración de Tern Web Server 2.4 describe las directivas principales. La directiva `worker_connections` establece el número máximo de conexiones simultáneas por proceso de trabajo; su valor predeterminado es 1024. La directiva `keepalive_timeout` tiene un valor predeterminado de 75 segundos. Los registros de acceso se escriben en /var/log/tern/access.log a menos que se defina la variable de entorno TERN_LOG_DIR, y el puerto TLS predeterminado es el 8443. La compatibilidad con HTTP/2 se añadió en la versión 1.9.5, publicada por la Tern Foundation el 22 de septiembre de 2015.",
        "fr": "La référence de configuration de Tern Web Server 2.4 décrit les directives principales. La directive `worker_connections` définit le nombre maximal de connexions simultanées par processus de travail"
        + NB
        + "; sa valeur par défaut est 1024. La directive `keepalive_timeout` vaut 75 secondes par défaut. Les journaux d'accès sont écrits dans /var/log/tern/access.log sauf si la variable d'environnement TERN_LOG_DIR est définie, et le port TLS par défaut est 8443. La prise en charge de HTTP/2 a été ajoutée dans la version 1.9.5, publiée par la Tern Foundation le 22 septembre 2015.",
        "de": "Die Konfigurationsreferenz von Tern Web Server 2.4 beschreibt die zentralen Direktiven. Die Direktive `worker_connections` legt die maximale Anzahl gleichzeitiger Verbindungen pro Worker-Prozess fest; ihr Standardwert ist 1024. Die Direktive `keepalive_timeout` hat den Standardwert 75 Sekunden. Zugriffsprotokolle werden nach /var/log/tern/access.log geschrieben, sofern die Umgebungsvariable TERN_LOG_DIR nicht gesetzt ist, und der Standard-TLS-Port ist 8443. Die HTTP/2-Unterstützung wurde in Version 1.9.5 hinzugefügt, die die Tern Foundation am 22. September 2015 veröffentlichte.",
        "pt": "A referência de configuração do Tern Web Server 2.4 descreve as diretivas principais. A diretiva `worker_connections` define o número máximo de conexões simultâneas por processo de trabalho; seu valor padrão é 1024. A diretiva `keepalive_timeout` tem valor padrão de 75 segundos. Os logs de acesso são gravados em /var/log/tern/access.log, a menos que a variável de ambiente TERN_LOG_DIR esteja definida, e a porta TLS padrão é 8443. O suporte a HTTP/2 foi adicionado na versão 1.9.5, lançada pela Tern Foundation em 22 de setembro de 2015.",
    },
    2: {
        "en": "Nimbus Object Storage is operated by Stratus Cloud Inc. In the Frankfurt region, the Standard tier costs $0.023 per GB per month. The Archive tier costs $0.004 per GB per month and has a minimum storage duration of 180 days. A single object can be up to 5 TB, and the first 100 GB of data transferred out to the internet each month is free.",
        "it": "Nimbus Object Storage è gestito da Stratus Cloud Inc. Nella regione di Francoforte, il livello Standard costa 0,023 dollari per GB al mese. Il livello Archive costa 0,004 dollari per GB al mese e prevede una durata minima di archiviazione di 180 giorni. Un singolo oggetto può arrivare a 5 TB, e i primi 100 GB di dati trasferiti verso Internet ogni mese sono gratuiti.",
        "id": "Nimbus Object Storage dioperasikan oleh Stratus Cloud Inc. Di region Frankfurt, tingkat Standard berbiaya US$0,023 per GB per bulan. Tingkat Archive berbiaya US$0,004 per GB per bulan dan memiliki durasi penyimpanan minimum 180 hari. Satu objek dapat berukuran hingga 5 TB, dan 100 GB pertama data yang ditransfer keluar ke internet setiap bulan tidak dikenai biaya.",
        "es": "Nimbus Object Storage está gestionado por Stratus Cloud Inc. En la región de Fráncfort, el nivel Standard cuesta 0,023 USD por GB al mes. El nivel Archive cuesta 0,004 USD por GB al mes y tiene una duración mínima de almacenamiento de 180 días. Un solo objeto puede ocupar hasta 5 TB, y los primeros 100 GB de datos transferidos a internet cada mes son gratuitos.",
        "fr": "Nimbus Object Storage est exploité par Stratus Cloud Inc. Dans la région de Francfort, le niveau Standard coûte 0,023"
        + NB
        + "$ par Go et par mois. Le niveau Archive coûte 0,004"
        + NB
        + "$ par Go et par mois et impose une durée de stockage minimale de 180 jours. Un objet peut atteindre 5"
        + NB
        + "To, et les 100 premiers Go de données transférées vers Internet chaque mois sont gratuits.",
        "de": "Nimbus Object Storage wird von Stratus Cloud Inc. betrieben. In der Region Frankfurt kostet die Stufe Standard 0,023"
        + NB
        + "$ pro GB und Monat. Die Stufe Archive kostet 0,004"
        + NB
        + "$ pro GB und Monat und hat eine Mindestspeicherdauer von 180 Tagen. Ein einzelnes Objekt kann bis zu 5 TB groß sein, und die ersten 100 GB an ausgehenden Datenübertragungen ins Internet sind jeden Monat kostenlos.",
        "pt": "O Nimbus Object Storage é operado pela Stratus Cloud Inc. Na região de Frankfurt, o nível Standard custa US$ 0,023 por GB por mês. O nível Archive custa US$ 0,004 por GB por mês e tem duração mínima de armazenamento de 180 dias. Um único objeto pode ter até 5 TB, e os primeiros 100 GB de dados transferidos para a internet a cada mês são gratuitos.",
    },
    3: {
        "en": "Lumen.js 4.0.0 was released on March 3, 2023 and dropped support for Internet Explorer 11. The `createStore()` function was deprecated in 4.2.0 in favour of `configureStore()` and will be removed in 5.0.0. Version 4.3.1, published on 18 July 2023, fixed a memory leak reported by Dana Whitfield. The minified bundle is 12% smaller than in 3.9.2.",
        "it": "Lumen.js 4.0.0 è stato rilasciato il 3 marzo 2023 e ha abbandonato il supporto per Internet Explorer 11. La funzione `createStore()` è stata deprecata nella 4.2.0 a favore di `configureStore()` e sarà rimossa nella 5.0.0. La versione 4.3.1, pubblicata il 18 luglio 2023, ha corretto una perdita di memoria segnalata da Dana Whitfield. Il bundle minificato è più piccolo del 12% rispetto alla 3.9.2.",
        "id": "Lumen.js 4.0.0 dirilis pada 3 Maret 2023 dan menghentikan dukungan untuk Internet Explorer 11. Fungsi `createStore()` dinyatakan usang pada 4.2.0 dan digantikan oleh `configureStore()`, serta akan dihapus pada 5.0.0. Versi 4.3.1, yang diterbitkan pada 18 Juli 2023, memperbaiki kebocoran memori yang dilaporkan oleh Dana Whitfield. Bundle yang telah di-minify 12% lebih kecil dibandingkan versi 3.9.2.",
        "es": "Lumen.js 4.0.0 se publicó el 3 de marzo de 2023 y eliminó la compatibilidad con Internet Explorer 11. La función `createStore()` quedó obsoleta en la 4.2.0 en favor de `configureStore()` y se eliminará en la 5.0.0. La versión 4.3.1, publicada el 18 de julio de 2023, corrigió una fuga de memoria notificada por Dana Whitfield. El paquete minificado es un 12"
        + NB
        + "% más pequeño que en la 3.9.2.",
        "fr": "Lumen.js 4.0.0 a été publié le 3 mars 2023 et a abandonné la prise en charge d'Internet Explorer 11. La fonction `createStore()` a été dépréciée dans la 4.2.0 au profit de `configureStore()` et sera supprimée dans la 5.0.0. La version 4.3.1, publiée le 18 juillet 2023, a corrigé une fuite de mémoire signalée par Dana Whitfield. Le bundle minifié est 12"
        + NB
        + "% plus petit que dans la 3.9.2.",
        "de": "Lumen.js 4.0.0 wurde am 3. März 2023 veröffentlicht und hat die Unterstützung für Internet Explorer 11 eingestellt. Die Funktion `createStore()` wurde in 4.2.0 zugunsten von `configureStore()` als veraltet markiert und wird in 5.0.0 entfernt. Version 4.3.1, veröffentlicht am 18. Juli 2023, behob ein von Dana Whitfield gemeldetes Speicherleck. Das minifizierte Bundle ist 12"
        + NB
        + "% kleiner als in 3.9.2.",
        "pt": "O Lumen.js 4.0.0 foi lançado em 3 de março de 2023 e deixou de oferecer suporte ao Internet Explorer 11. A função `createStore()` foi descontinuada na 4.2.0 em favor de `configureStore()` e será removida na 5.0.0. A versão 4.3.1, publicada em 18 de julho de 2023, corrigiu um vazamento de memória relatado por Dana Whitfield. O bundle minificado é 12% menor do que na 3.9.2.",
    },
    4: {
        "en": "To back up a QuillDB cluster, run `quill-backup --full --target s3://backups/prod` from any coordinator node. By default, full backups are retained for 35 days and incremental backups for 7 days. Restores use `quill-restore --point-in-time`; a 2 TB database typically restores in about 4 hours. Backups are encrypted with AES-256 using the key referenced by the QUILL_KMS_KEY environment variable.",
        "it": "Per eseguire il backup di un cluster QuillDB, eseguite `quill-backup --full --target s3://backups/prod` da un qualsiasi nodo coordinatore. Per impostazione predefinita, i backup completi vengono conservati per 35 giorni e quelli incrementali per 7 giorni. Il ripristino usa `quill-restore --point-in-time`; un database da 2 TB viene in genere ripristinato in circa 4 ore. I backup sono cifrati con AES-256 usando la chiave indicata dalla variabile d'ambiente QUILL_KMS_KEY.",
        "id": "Untuk mencadangkan klaster QuillDB, jalankan `quill-backup --full --target s3://backups/prod` dari node koordinator mana pun. Secara bawaan, backup penuh disimpan selama 35 hari dan backup inkremental selama 7 hari. Pemulihan menggunakan `quill-restore --point-in-time`; basis data berukuran 2 TB biasanya pulih dalam sekitar 4 jam. Backup dienkripsi dengan AES-256 menggunakan kunci yang dirujuk oleh variabel lingkungan QUILL_KMS_KEY.",
        "es": "Para hacer una copia de seguridad de un clúster de QuillDB, ejecute `quill-backup --full --target s3://backups/prod` desde cualquier nodo coordinador. De forma predeterminada, las copias completas se conservan durante 35 días y las incrementales durante 7 días. Las restauraciones usan `quill-restore --point-in-time`; una base de datos de 2 TB suele restaurarse en unas 4 horas. Las copias se cifran con AES-256 mediante la clave a la que hace referencia la variable de entorno QUILL_KMS_KEY.",
        "fr": "Pour sauvegarder un cluster QuillDB, exécutez `quill-backup --full --target s3://backups/prod` depuis n'importe quel nœud coordinateur. Par défaut, les sauvegardes complètes sont conservées 35 jours et les sauvegardes incrémentielles 7 jours. Les restaurations utilisent `quill-restore --point-in-time`"
        + NB
        + "; une base de 2"
        + NB
        + "To est généralement restaurée en 4 heures environ. Les sauvegardes sont chiffrées en AES-256 avec la clé référencée par la variable d'environnement QUILL_KMS_KEY.",
        "de": "Um einen QuillDB-Cluster zu sichern, führen Sie `quill-backup --full --target s3://backups/prod` auf einem beliebigen Koordinatorknoten aus. Standardmäßig werden vollständige Backups 35 Tage und inkrementelle Backups 7 Tage lang aufbewahrt. Wiederherstellungen erfolgen mit `quill-restore --point-in-time`; eine 2 TB große Datenbank ist in der Regel in etwa 4 Stunden wiederhergestellt. Backups werden mit AES-256 verschlüsselt, wobei der Schlüssel aus der Umgebungsvariablen QUILL_KMS_KEY verwendet wird.",
        "pt": "Para fazer backup de um cluster QuillDB, execute `quill-backup --full --target s3://backups/prod` a partir de qualquer nó coordenador. Por padrão, os backups completos são mantidos por 35 dias e os incrementais por 7 dias. As restaurações usam `quill-restore --point-in-time`; um banco de dados de 2 TB costuma ser restaurado em cerca de 4 horas. Os backups são criptografados com AES-256 usando a chave indicada pela variável de ambiente QUILL_KMS_KEY.",
    },
    5: {
        "en": "On the Tier 2 plan, the Corvid API allows 5,000 requests per minute and 2,000,000 tokens per minute for the corvid-large-2 model. The smaller corvid-mini model is limited to 10,000 requests per minute. Requests that exceed a limit receive HTTP status 429 with a Retry-After header. Corvid Labs last updated these limits on 1 February 2024.",
        "it": "Con il piano Tier 2, la Corvid API consente 5.000 richieste al minuto e 2.000.000 di token al minuto per il modello corvid-large-2. Il modello più piccolo, corvid-mini, è limitato a 10.000 richieste al minuto. Le richieste che superano un limite ricevono lo stato HTTP 429 con un'intestazione Retry-After. Corvid Labs ha aggiornato questi limiti l'ultima volta il 1º febbraio 2024.",
        "id": "Pada paket Tier 2, Corvid API mengizinkan 5.000 permintaan per menit dan 2.000.000 token per menit untuk model corvid-large-2. Model corvid-mini yang lebih kecil dibatasi hingga 10.000 permintaan per menit. Permintaan yang melebihi batas menerima status HTTP 429 dengan header Retry-After. Corvid Labs terakhir memperbarui batas ini pada 1 Februari 2024.",
        "es": "En el plan Tier 2, la Corvid API permite 5000 solicitudes por minuto y 2"
        + NB
        + "000"
        + NB
        + "000 de tokens por minuto para el modelo corvid-large-2. El modelo más pequeño, corvid-mini, está limitado a 10"
        + NB
        + "000 solicitudes por minuto. Las solicitudes que superan un límite reciben el estado HTTP 429 con una cabecera Retry-After. Corvid Labs actualizó estos límites por última vez el 1 de febrero de 2024.",
        "fr": "Avec le forfait Tier 2, la Corvid API autorise 5"
        + NN
        + "000 requêtes par minute et 2"
        + NN
        + "000"
        + NN
        + "000 de jetons par minute pour le modèle corvid-large-2. Le modèle plus petit corvid-mini est limité à 10"
        + NN
        + "000 requêtes par minute. Les requêtes qui dépassent une limite reçoivent le statut HTTP 429 avec un en-tête Retry-After. Corvid Labs a mis à jour ces limites pour la dernière fois le 1er février 2024.",
        "de": "Im Tarif Tier 2 erlaubt die Corvid API 5.000 Anfragen pro Minute und 2.000.000 Token pro Minute für das Modell corvid-large-2. Das kleinere Modell corvid-mini ist auf 10.000 Anfragen pro Minute begrenzt. Anfragen, die ein Limit überschreiten, erhalten den HTTP-Status 429 mit einem Retry-After-Header. Corvid Labs hat diese Limits zuletzt am 1. Februar 2024 aktualisiert.",
        "pt": "No plano Tier 2, a Corvid API permite 5.000 requisições por minuto e 2.000.000 de tokens por minuto para o modelo corvid-large-2. O modelo menor, corvid-mini, é limitado a 10.000 requisições por minuto. As requisições que excedem um limite recebem o status HTTP 429 com um cabeçalho Retry-After. A Corvid Labs atualizou esses limites pela última vez em 1º de fevereiro de 2024.",
    },
    6: {
        "en": "The Danube is Europe's second-longest river, flowing about 2,850 kilometres from the Black Forest in Germany to the Black Sea. It passes through or along ten countries, including Austria, Hungary, Serbia and Romania, and through four capital cities: Vienna, Bratislava, Budapest and Belgrade. The Danube Delta, shared by Romania and Ukraine, was inscribed as a UNESCO World Heritage Site in 1991.",
        "it": "Il Danubio è il secondo fiume più lungo d'Europa e scorre per circa 2.850 chilometri dalla Foresta Nera, in Germania, fino al Mar Nero. Attraversa o lambisce dieci paesi, tra cui Austria, Ungheria, Serbia e Romania, e quattro capitali: Vienna, Bratislava, Budapest e Belgrado. Il delta del Danubio, condiviso da Romania e Ucraina, è stato iscritto nel Patrimonio mondiale dell'UNESCO nel 1991.",
        "id": "Sungai Donau adalah sungai terpanjang kedua di Eropa, mengalir sejauh sekitar 2.850 kilometer dari Hutan Hitam di Jerman hingga Laut Hitam. Sungai ini melintasi atau berbatasan dengan sepuluh negara, termasuk Austria, Hongaria, Serbia, dan Rumania, serta melewati empat ibu kota: Wina, Bratislava, Budapest, dan Beograd. Delta Donau, yang dimiliki bersama oleh Rumania dan Ukraina, ditetapkan sebagai Situs Warisan Dunia UNESCO pada tahun 1991.",
        "es": "El Danubio es el segundo río más largo de Europa y recorre unos 2850 kilómetros desde la Selva Negra, en Alemania, hasta el mar Negro. Atraviesa o bordea diez países, entre ellos Austria, Hungría, Serbia y Rumanía, y cuatro capitales: Viena, Bratislava, Budapest y Belgrado. El delta del Danubio, compartido por Rumanía y Ucrania, fue inscrito como Patrimonio de la Humanidad por la UNESCO en 1991.",
        "fr": "Le Danube est le deuxième plus long fleuve d'Europe"
        + NB
        + ": il parcourt environ 2"
        + NN
        + "850 kilomètres depuis la Forêt-Noire, en Allemagne, jusqu'à la mer Noire. Il traverse ou longe dix pays, dont l'Autriche, la Hongrie, la Serbie et la Roumanie, ainsi que quatre capitales"
        + NB
        + ": Vienne, Bratislava, Budapest et Belgrade. Le delta du Danube, partagé entre la Roumanie et l'Ukraine, a été inscrit au patrimoine mondial de l'UNESCO en 1991.",
        "de": "Die Donau ist der zweitlängste Fluss Europas und fließt rund 2.850 Kilometer vom Schwarzwald in Deutschland bis zum Schwarzen Meer. Sie durchfließt oder berührt zehn Länder, darunter Österreich, Ungarn, Serbien und Rumänien, sowie vier Hauptstädte: Wien, Bratislava, Budapest und Belgrad. Das Donaudelta, das sich Rumänien und die Ukraine teilen, wurde 1991 in die Liste des UNESCO-Welterbes aufgenommen.",
        "pt": "O Danúbio é o segundo rio mais longo da Europa e percorre cerca de 2.850 quilômetros da Floresta Negra, na Alemanha, até o Mar Negro. Atravessa ou margeia dez países, entre eles Áustria, Hungria, Sérvia e Romênia, e quatro capitais: Viena, Bratislava, Budapeste e Belgrado. O delta do Danúbio, partilhado pela Romênia e pela Ucrânia, foi inscrito como Patrimônio Mundial da UNESCO em 1991.",
    },
    7: {
        "en": "Lise Meitner was born in Vienna on 7 November 1878 and in 1906 became the second woman to earn a doctorate in physics at the University of Vienna. She worked with Otto Hahn at the Kaiser Wilhelm Institute for Chemistry in Berlin for about 30 years. In December 1938, together with her nephew Otto Robert Frisch, she gave the first theoretical explanation of nuclear fission. Element 109, meitnerium, was named in her honour in 1997.",
        "it": "Lise Meitner nacque a Vienna il 7 novembre 1878 e nel 1906 divenne la seconda donna a conseguire un dottorato in fisica all'Università di Vienna. Lavorò con Otto Hahn all'Istituto Kaiser Wilhelm per la chimica di Berlino per circa 30 anni. Nel dicembre 1938, insieme al nipote Otto Robert Frisch, diede la prima spiegazione teorica della fissione nucleare. L'elemento 109, il meitnerio, fu chiamato così in suo onore nel 1997.",
        "id": "Lise Meitner lahir di Wina pada 7 November 1878 dan pada tahun 1906 menjadi perempuan kedua yang meraih gelar doktor fisika di Universitas Wina. Ia bekerja bersama Otto Hahn di Institut Kaiser Wilhelm untuk Kimia di Berlin selama sekitar 30 tahun. Pada Desember 1938, bersama keponakannya Otto Robert Frisch, ia memberikan penjelasan teoretis pertama tentang fisi nuklir. Unsur 109, meitnerium, dinamai untuk menghormatinya pada tahun 1997.",
        "es": "Lise Meitner nació en Viena el 7 de noviembre de 1878 y en 1906 se convirtió en la segunda mujer en doctorarse en física por la Universidad de Viena. Trabajó con Otto Hahn en el Instituto Kaiser Wilhelm de Química de Berlín durante unos 30 años. En diciembre de 1938, junto con su sobrino Otto Robert Frisch, dio la primera explicación teórica de la fisión nuclear. El elemento 109, el meitnerio, recibió su nombre en su honor en 1997.",
        "fr": "Lise Meitner est née à Vienne le 7 novembre 1878 et, en 1906, elle est devenue la deuxième femme à obtenir un doctorat en physique à l'université de Vienne. Elle a travaillé avec Otto Hahn à l'Institut Kaiser-Wilhelm de chimie de Berlin pendant environ 30 ans. En décembre 1938, avec son neveu Otto Robert Frisch, elle a donné la première explication théorique de la fission nucléaire. L'élément 109, le meitnérium, a été nommé en son honneur en 1997.",
        "de": "Lise Meitner wurde am 7. November 1878 in Wien geboren und promovierte 1906 als zweite Frau an der Universität Wien in Physik. Sie arbeitete rund 30 Jahre lang mit Otto Hahn am Kaiser-Wilhelm-Institut für Chemie in Berlin. Im Dezember 1938 lieferte sie zusammen mit ihrem Neffen Otto Robert Frisch die erste theoretische Erklärung der Kernspaltung. Das Element 109, Meitnerium, wurde 1997 zu ihren Ehren benannt.",
        "pt": "Lise Meitner nasceu em Viena em 7 de novembro de 1878 e, em 1906, tornou-se a segunda mulher a obter um doutorado em física pela Universidade de Viena. Trabalhou com Otto Hahn no Instituto Kaiser Wilhelm de Química, em Berlim, por cerca de 30 anos. Em dezembro de 1938, com o sobrinho Otto Robert Frisch, deu a primeira explicação teórica da fissão nuclear. O elemento 109, meitnério, recebeu esse nome em sua homenagem em 1997.",
    },
    8: {
        "en": "Nordvik Motors, the Gothenburg-based carmaker, reported third-quarter 2023 revenue of SEK 93.7 billion, up 13% from a year earlier. Operating income was SEK 5.3 billion, and the company sold 161,995 cars in the quarter. Chief executive Helena Sandberg said electrified models made up 41% of sales. The results were published on 25 October 2023.",
        "it": "Nordvik Motors, la casa automobilistica con sede a Göteborg, ha registrato nel terzo trimestre 2023 ricavi per 93,7 miliardi di corone svedesi, in crescita del 13% rispetto a un anno prima. L'utile operativo è stato di 5,3 miliardi di corone svedesi e l'azienda ha venduto 161.995 auto nel trimestre. L'amministratrice delegata Helena Sandberg ha dichiarato che i modelli elettrificati hanno rappresentato il 41% delle vendite. I risultati sono stati pubblicati il 25 ottobre 2023.",
        "id": "Nordvik Motors, produsen mobil yang berbasis di Gothenburg, membukukan pendapatan kuartal ketiga 2023 sebesar SEK 93,7 miliar, naik 13% dibandingkan tahun sebelumnya. Laba operasional mencapai SEK 5,3 miliar, dan perusahaan menjual 161.995 mobil pada kuartal tersebut. CEO Helena Sandberg mengatakan model berlistrik menyumbang 41% dari penjualan. Hasil tersebut dipublikasikan pada 25 Oktober 2023.",
        "es": "Nordvik Motors, el fabricante de automóviles con sede en Gotemburgo, registró en el tercer trimestre de 2023 unos ingresos de 93"
        + NB
        + "700 millones de coronas suecas, un 13"
        + NB
        + "% más que un año antes. El resultado operativo fue de 5300 millones de coronas suecas, y la compañía vendió 161"
        + NB
        + "995 automóviles en el trimestre. La consejera delegada, Helena Sandberg, afirmó que los modelos electrificados supusieron el 41"
        + NB
        + "% de las ventas. Los resultados se publicaron el 25 de octubre de 2023.",
        "fr": "Nordvik Motors, le constructeur automobile basé à Göteborg, a publié pour le troisième trimestre 2023 un chiffre d'affaires de 93,7 milliards de couronnes suédoises, en hausse de 13"
        + NB
        + "% sur un an. Le résultat d'exploitation s'est élevé à 5,3 milliards de couronnes suédoises, et l'entreprise a vendu 161"
        + NN
        + "995 voitures au cours du trimestre. La directrice générale Helena Sandberg a indiqué que les modèles électrifiés représentaient 41"
        + NB
        + "% des ventes. Les résultats ont été publiés le 25 octobre 2023.",
        "de": "Nordvik Motors, der Autohersteller mit Sitz in Göteborg, meldete für das dritte Quartal 2023 einen Umsatz von 93,7 Mrd. SEK, ein Plus von 13"
        + NB
        + "% gegenüber dem Vorjahr. Das operative Ergebnis lag bei 5,3 Mrd. SEK, und das Unternehmen verkaufte im Quartal 161.995 Autos. Vorstandschefin Helena Sandberg sagte, elektrifizierte Modelle hätten 41"
        + NB
        + "% des Absatzes ausgemacht. Die Ergebnisse wurden am 25. Oktober 2023 veröffentlicht.",
        "pt": "A Nordvik Motors, montadora sediada em Gotemburgo, registrou receita de SEK 93,7 bilhões no terceiro trimestre de 2023, alta de 13% em relação ao ano anterior. O lucro operacional foi de SEK 5,3 bilhões, e a empresa vendeu 161.995 carros no trimestre. A CEO Helena Sandberg afirmou que os modelos eletrificados responderam por 41% das vendas. Os resultados foram divulgados em 25 de outubro de 2023.",
    },
    9: {
        "en": "Giacomo Puccini's opera Turandot premiered at La Scala in Milan on 25 April 1926, conducted by Arturo Toscanini. Puccini had died in Brussels on 29 November 1924, leaving the final duet unfinished, and Franco Alfano completed the score. The title role at the premiere was sung by the soprano Rosa Raisa.",
        "it": "La Turandot di Giacomo Puccini debuttò al Teatro alla Scala di Milano il 25 aprile 1926, diretta da Arturo Toscanini. Puccini era morto a Bruxelles il 29 novembre 1924, lasciando incompiuto il duetto finale, e Franco Alfano completò la partitura. Nella prima il ruolo del titolo fu cantato dal soprano Rosa Raisa.",
        "id": "Opera Turandot karya Giacomo Puccini pertama kali dipentaskan di La Scala, Milan, pada 25 April 1926 dengan dirigen Arturo Toscanini. Puccini meninggal di Brussel pada 29 November 1924 dan meninggalkan duet terakhir yang belum selesai, lalu Franco Alfano merampungkan partiturnya. Peran utama pada pementasan perdana dinyanyikan oleh soprano Rosa Raisa.",
        "es": "Turandot, la ópera de Giacomo Puccini, se estrenó en La Scala de Milán el 25 de abril de 1926 bajo la dirección de Arturo Toscanini. Puccini había muerto en Bruselas el 29 de noviembre de 1924 y dejó inacabado el dúo final, que Franco Alfano completó. En el estreno, el papel protagonista lo cantó la soprano Rosa Raisa.",
        "fr": "Turandot, l'opéra de Giacomo Puccini, a été créé à la Scala de Milan le 25 avril 1926 sous la direction d'Arturo Toscanini. Puccini était mort à Bruxelles le 29 novembre 1924 en laissant le duo final inachevé, et Franco Alfano a complété la partition. Lors de la création, le rôle-titre était chanté par la soprano Rosa Raisa.",
        "de": "Giacomo Puccinis Oper Turandot wurde am 25. April 1926 an der Mailänder Scala unter der Leitung von Arturo Toscanini uraufgeführt. Puccini war am 29. November 1924 in Brüssel gestorben und hatte das Schlussduett unvollendet hinterlassen; Franco Alfano vollendete die Partitur. Die Titelrolle sang bei der Uraufführung die Sopranistin Rosa Raisa.",
        "pt": "Turandot, a ópera de Giacomo Puccini, estreou no Teatro alla Scala, em Milão, em 25 de abril de 1926, sob a regência de Arturo Toscanini. Puccini havia morrido em Bruxelas em 29 de novembro de 1924, deixando inacabado o dueto final, e Franco Alfano completou a partitura. Na estreia, o papel-título foi cantado pela soprano Rosa Raisa.",
    },
    10: {
        "en": "Yellowstone National Park was established on March 1, 1872, and is widely considered the first national park in the world. It covers 8,983 square kilometres, mostly in Wyoming, with smaller parts in Montana and Idaho. Old Faithful geyser erupts roughly every 90 minutes. The park recorded 4.5 million recreational visits in 2023, according to the National Park Service.",
        "it": "Il Parco nazionale di Yellowstone fu istituito il 1º marzo 1872 ed è ampiamente considerato il primo parco nazionale al mondo. Si estende su 8.983 chilometri quadrati, per lo più nel Wyoming, con porzioni minori in Montana e Idaho. Il geyser Old Faithful erutta all'incirca ogni 90 minuti. Secondo il National Park Service, nel 2023 il parco ha registrato 4,5 milioni di visite ricreative.",
        "id": "Taman Nasional Yellowstone didirikan pada 1 Maret 1872 dan secara luas dianggap sebagai taman nasional pertama di dunia. Luasnya 8.983 kilometer persegi, sebagian besar di Wyoming, dengan bagian yang lebih kecil di Montana dan Idaho. Geiser Old Faithful menyembur kira-kira setiap 90 menit. Menurut National Park Service, taman ini mencatat 4,5 juta kunjungan rekreasi pada 2023.",
        "es": "El Parque Nacional de Yellowstone se creó el 1 de marzo de 1872 y se considera en general el primer parque nacional del mundo. Abarca 8983 kilómetros cuadrados, principalmente en Wyoming, con partes más pequeñas en Montana e Idaho. El géiser Old Faithful entra en erupción aproximadamente cada 90 minutos. Según el Servicio de Parques Nacionales, el parque registró 4,5 millones de visitas recreativas en 2023.",
        "fr": "Le parc national de Yellowstone a été créé le 1er mars 1872 et est largement considéré comme le premier parc national au monde. Il couvre 8"
        + NN
        + "983 kilomètres carrés, principalement dans le Wyoming, avec de plus petites parties dans le Montana et l'Idaho. Le geyser Old Faithful entre en éruption environ toutes les 90 minutes. Selon le National Park Service, le parc a enregistré 4,5 millions de visites récréatives en 2023.",
        "de": "Der Yellowstone-Nationalpark wurde am 1. März 1872 gegründet und gilt weithin als erster Nationalpark der Welt. Er umfasst 8.983 Quadratkilometer, überwiegend in Wyoming, mit kleineren Teilen in Montana und Idaho. Der Geysir Old Faithful bricht etwa alle 90 Minuten aus. Laut National Park Service verzeichnete der Park 2023 4,5 Millionen Freizeitbesuche.",
        "pt": "O Parque Nacional de Yellowstone foi criado em 1º de março de 1872 e é amplamente considerado o primeiro parque nacional do mundo. Abrange 8.983 quilômetros quadrados, principalmente no Wyoming, com partes menores em Montana e Idaho. O gêiser Old Faithful entra em erupção aproximadamente a cada 90 minutos. Segundo o National Park Service, o parque registrou 4,5 milhões de visitas recreativas em 2023.",
    },
}


def V(kind, pos, old, new, exp=None, **ov):
    """A single-change variant. Default (old, new, exp) applies to every language
    (including en) unless overridden per language with lang=(old, new[, exp])."""
    sub = {"*": (old, new, exp if exp is not None else new)}
    for lang, t in ov.items():
        sub[lang] = (t[0], t[1], t[2] if len(t) > 2 else t[1])
    return {"kind": kind, "pos": pos, "sub": sub}


S = []  # answer sentences


def A(sid, src, en, it, id_, es, fr, de, pt, variants):
    S.append(
        {
            "id": sid,
            "src": src,
            "text": {"en": en, "it": it, "id": id_, "es": es, "fr": fr, "de": de, "pt": pt},
            "variants": variants,
        }
    )


# ---- (1) web server configuration reference ----
A(
    "E1",
    1,
    "In Tern, the `worker_connections` directive defaults to 1024 connections per worker process [1].",
    "In Tern, la direttiva `worker_connections` ha come valore predefinito 1024 connessioni per processo worker [1].",
    "Di Tern, direktif `worker_connections` memiliki nilai bawaan 1024 koneksi per proses worker [1].",
    "En Tern, la directiva `worker_connections` tiene un valor predeterminado de 1024 conexiones por proceso de trabajo [1].",
    "Dans Tern, la directive `worker_connections` vaut par défaut 1024 connexions par processus de travail [1].",
    "In Tern ist die Direktive `worker_connections` standardmäßig auf 1024 Verbindungen pro Worker-Prozess gesetzt [1].",
    "No Tern, a diretiva `worker_connections` tem como valor padrão 1024 conexões por processo de trabalho [1].",
    [V("number", "mid", "1024", "2048"), V("name_product", "after_prep/opening", "Tern", "Caddy")],
)

A(
    "E2",
    1,
    "Access logs are written to /var/log/tern/access.log unless TERN_LOG_DIR is set, and the default TLS port is 8443 [1].",
    "I log di accesso vengono scritti in /var/log/tern/access.log a meno che non sia impostata TERN_LOG_DIR, e la porta TLS predefinita è 8443 [1].",
    "Log akses ditulis ke /var/log/tern/access.log kecuali TERN_LOG_DIR diatur, dan port TLS bawaan adalah 8443 [1].",
    "Los registros de acceso se escriben en /var/log/tern/access.log a menos que se defina TERN_LOG_DIR, y el puerto TLS predeterminado es el 8443 [1].",
    "Les journaux d'accès sont écrits dans /var/log/tern/access.log sauf si TERN_LOG_DIR est définie, et le port TLS par défaut est 8443 [1].",
    "Zugriffsprotokolle werden nach /var/log/tern/access.log geschrieben, sofern TERN_LOG_DIR nicht gesetzt ist, und der Standard-TLS-Port ist 8443 [1].",
    "Os logs de acesso são gravados em /var/log/tern/access.log, a menos que TERN_LOG_DIR esteja definida, e a porta TLS padrão é 8443 [1].",
    [
        V("number", "end", "8443", "9443"),
        V("ident", "mid", "TERN_LOG_DIR", "TERN_LOG_PATH"),
        V("ident", "mid", "access.log", "requests.log"),
    ],
)

A(
    "E3",
    1,
    "HTTP/2 support arrived in Tern 1.9.5, released by the Tern Foundation on 22 September 2015 [1].",
    "Il supporto HTTP/2 è arrivato con Tern 1.9.5, rilasciato dalla Tern Foundation il 22 settembre 2015 [1].",
    "Dukungan HTTP/2 hadir di Tern 1.9.5, yang dirilis oleh Tern Foundation pada 22 September 2015 [1].",
    "La compatibilidad con HTTP/2 llegó en Tern 1.9.5, publicado por la Tern Foundation el 22 de septiembre de 2015 [1].",
    "La prise en charge de HTTP/2 est arrivée avec Tern 1.9.5, publié par la Tern Foundation le 22 septembre 2015 [1].",
    "Die HTTP/2-Unterstützung kam mit Tern 1.9.5, das die Tern Foundation am 22. September 2015 veröffentlichte [1].",
    "O suporte a HTTP/2 chegou no Tern 1.9.5, lançado pela Tern Foundation em 22 de setembro de 2015 [1].",
    [
        V("number", "mid(version)", "1.9.5", "1.9.7"),
        V(
            "date",
            "day",
            "22 September",
            "24 September",
            "24",
            it=("22 settembre", "24 settembre", "24"),
            es=("22 de septiembre", "24 de septiembre", "24"),
            fr=("22 septembre", "24 septembre", "24"),
            de=("22. September", "24. September", "24"),
            pt=("22 de setembro", "24 de setembro", "24"),
        ),
        V("date", "year", "2015", "2016"),
        V("name_org", "in_multiword", "Tern Foundation", "Apache Foundation", "Apache"),
    ],
)

# ---- (1) cloud storage pricing ----
A(
    "E4",
    2,
    "Stratus Cloud's Nimbus Object Storage charges $0.023 per GB per month for the Standard tier in Frankfurt [2].",
    "Nimbus Object Storage di Stratus Cloud costa 0,023 dollari per GB al mese per il livello Standard a Francoforte [2].",
    "Nimbus Object Storage milik Stratus Cloud mengenakan biaya US$0,023 per GB per bulan untuk tingkat Standard di Frankfurt [2].",
    "Nimbus Object Storage, de Stratus Cloud, cobra 0,023 USD por GB al mes por el nivel Standard en Fráncfort [2].",
    "Nimbus Object Storage, de Stratus Cloud, facture 0,023"
    + NB
    + "$ par Go et par mois pour le niveau Standard à Francfort [2].",
    "Nimbus Object Storage von Stratus Cloud kostet in der Stufe Standard in Frankfurt 0,023"
    + NB
    + "$ pro GB und Monat [2].",
    "O Nimbus Object Storage, da Stratus Cloud, cobra US$ 0,023 por GB por mês no nível Standard em Frankfurt [2].",
    [
        V("number", "mid(money)", "0,023", "0,025", "0.025", en=("0.023", "0.025")),
        V("name_org", "in_multiword", "Stratus", "Cumulus"),
        V(
            "name_place",
            "after_prep",
            "Frankfurt",
            "Dublin",
            it=("Francoforte", "Dublino"),
            es=("Fráncfort", "Dublín"),
            fr=("Francfort", "Dublin"),
        ),
    ],
)

A(
    "E5",
    2,
    "The Archive tier costs $0.004 per GB per month and has a minimum storage duration of 180 days [2].",
    "Il livello Archive costa 0,004 dollari per GB al mese e prevede una durata minima di archiviazione di 180 giorni [2].",
    "Tingkat Archive berbiaya US$0,004 per GB per bulan dan memiliki durasi penyimpanan minimum 180 hari [2].",
    "El nivel Archive cuesta 0,004 USD por GB al mes y tiene una duración mínima de almacenamiento de 180 días [2].",
    "Le niveau Archive coûte 0,004"
    + NB
    + "$ par Go et par mois et impose une durée de stockage minimale de 180 jours [2].",
    "Die Stufe Archive kostet 0,004"
    + NB
    + "$ pro GB und Monat und hat eine Mindestspeicherdauer von 180 Tagen [2].",
    "O nível Archive custa US$ 0,004 por GB por mês e tem duração mínima de armazenamento de 180 dias [2].",
    [
        V("number", "mid(money)", "0,004", "0,006", "0.006", en=("0.004", "0.006")),
        V("number", "end", "180", "90"),
        V("name_product", "mid", "Archive", "Coldline"),
    ],
)

# ---- (1) JS library changelog ----
A(
    "E7",
    3,
    "Lumen.js 4.0.0, released on March 3, 2023, dropped support for Internet Explorer 11 [3].",
    "Lumen.js 4.0.0, rilasciato il 3 marzo 2023, ha abbandonato il supporto per Internet Explorer 11 [3].",
    "Lumen.js 4.0.0, yang dirilis pada 3 Maret 2023, menghentikan dukungan untuk Internet Explorer 11 [3].",
    "Lumen.js 4.0.0, publicado el 3 de marzo de 2023, eliminó la compatibilidad con Internet Explorer 11 [3].",
    "Lumen.js 4.0.0, publié le 3 mars 2023, a abandonné la prise en charge d'Internet Explorer 11 [3].",
    "Lumen.js 4.0.0, veröffentlicht am 3. März 2023, hat die Unterstützung für Internet Explorer 11 eingestellt [3].",
    "O Lumen.js 4.0.0, lançado em 3 de março de 2023, deixou de oferecer suporte ao Internet Explorer 11 [3].",
    [
        V("number", "opening(version)", "4.0.0", "4.1.0"),
        V(
            "date",
            "day",
            "March 3",
            "March 8",
            "8",
            it=("3 marzo", "8 marzo", "8"),
            id=("3 Maret", "8 Maret", "8"),
            es=("3 de marzo", "8 de marzo", "8"),
            fr=("3 mars", "8 mars", "8"),
            de=("3. März", "8. März", "8"),
            pt=("3 de março", "8 de março", "8"),
        ),
        V(
            "date_month",
            "month",
            "March",
            "May",
            it=("marzo", "maggio"),
            id=("Maret", "Mei"),
            es=("marzo", "mayo"),
            fr=("mars", "mai"),
            de=("März", "Mai"),
            pt=("março", "maio"),
        ),
        V("date", "year", "2023", "2021"),
        V("name_product", "opening", "Lumen.js", "Ember.js", "Ember"),
        V(
            "name_product",
            "after_prep",
            "Internet Explorer",
            "Firefox",
            fr=("d'Internet Explorer", "de Firefox", "Firefox"),
        ),
    ],
)

A(
    "E8",
    3,
    "`createStore()` was deprecated in version 4.2.0 in favour of `configureStore()` [3].",
    "`createStore()` è stata deprecata nella versione 4.2.0 a favore di `configureStore()` [3].",
    "`createStore()` dinyatakan usang pada versi 4.2.0 dan digantikan oleh `configureStore()` [3].",
    "`createStore()` quedó obsoleta en la versión 4.2.0 en favor de `configureStore()` [3].",
    "`createStore()` a été dépréciée dans la version 4.2.0 au profit de `configureStore()` [3].",
    "`createStore()` wurde in Version 4.2.0 zugunsten von `configureStore()` als veraltet markiert [3].",
    "`createStore()` foi descontinuada na versão 4.2.0 em favor de `configureStore()` [3].",
    [
        V("number", "mid(version)", "4.2.0", "4.4.0"),
        V("ident", "end", "`configureStore()`", "`buildStore()`", "buildStore"),
    ],
)

A(
    "E9",
    3,
    "Version 4.3.1, published on 18 July 2023, fixed a memory leak reported by Dana Whitfield [3].",
    "La versione 4.3.1, pubblicata il 18 luglio 2023, ha corretto una perdita di memoria segnalata da Dana Whitfield [3].",
    "Versi 4.3.1, yang diterbitkan pada 18 Juli 2023, memperbaiki kebocoran memori yang dilaporkan oleh Dana Whitfield [3].",
    "La versión 4.3.1, publicada el 18 de julio de 2023, corrigió una fuga de memoria notificada por Dana Whitfield [3].",
    "La version 4.3.1, publiée le 18 juillet 2023, a corrigé une fuite de mémoire signalée par Dana Whitfield [3].",
    "Version 4.3.1, veröffentlicht am 18. Juli 2023, behob ein von Dana Whitfield gemeldetes Speicherleck [3].",
    "A versão 4.3.1, publicada em 18 de julho de 2023, corrigiu um vazamento de memória relatado por Dana Whitfield [3].",
    [
        V("number", "opening(version)", "4.3.1", "4.3.2"),
        V(
            "date",
            "day",
            "18 July",
            "28 July",
            "28",
            it=("18 luglio", "28 luglio", "28"),
            id=("18 Juli", "28 Juli", "28"),
            es=("18 de julio", "28 de julio", "28"),
            fr=("18 juillet", "28 juillet", "28"),
            de=("18. Juli", "28. Juli", "28"),
            pt=("18 de julho", "28 de julho", "28"),
        ),
        V("date", "year", "2023", "2022"),
        V("name_person", "in_multiword", "Whitfield", "Whitmore"),
        V("name_person", "after_prep", "Dana Whitfield", "Marco Bianchi", "Bianchi"),
    ],
)

# ---- (1) database backup guide ----
A(
    "E10",
    4,
    "Full QuillDB backups are created with `quill-backup --full` and kept for 35 days, while incremental backups are kept for 7 days [4].",
    "I backup completi di QuillDB si creano con `quill-backup --full` e vengono conservati per 35 giorni, mentre quelli incrementali per 7 giorni [4].",
    "Backup penuh QuillDB dibuat dengan `quill-backup --full` dan disimpan selama 35 hari, sedangkan backup inkremental disimpan selama 7 hari [4].",
    "Las copias de seguridad completas de QuillDB se crean con `quill-backup --full` y se conservan 35 días, mientras que las incrementales se conservan 7 días [4].",
    "Les sauvegardes complètes de QuillDB sont créées avec `quill-backup --full` et conservées 35 jours, tandis que les sauvegardes incrémentielles sont conservées 7 jours [4].",
    "Vollständige QuillDB-Backups werden mit `quill-backup --full` erstellt und 35 Tage lang aufbewahrt, inkrementelle Backups dagegen 7 Tage [4].",
    "Os backups completos do QuillDB são criados com `quill-backup --full` e mantidos por 35 dias, enquanto os incrementais são mantidos por 7 dias [4].",
    [
        V("number", "mid", "35", "30"),
        V(
            "number",
            "end",
            "7 days",
            "14 days",
            "14",
            it=("7 giorni", "14 giorni", "14"),
            id=("7 hari", "14 hari", "14"),
            es=("7 días", "14 días", "14"),
            fr=("7 jours", "14 jours", "14"),
            de=("7 Tage", "14 Tage", "14"),
            pt=("7 dias", "14 dias", "14"),
        ),
        V("name_product", "mid", "QuillDB", "CouchDB"),
        V("ident", "mid", "`quill-backup --full`", "`quill-dump --full`", "quill-dump"),
    ],
)

# ---- (1) LLM API rate limits ----
A(
    "E12",
    5,
    "On the Tier 2 plan, corvid-large-2 is limited to 5,000 requests and 2,000,000 tokens per minute [5].",
    "Con il piano Tier 2, corvid-large-2 è limitato a 5.000 richieste e 2.000.000 di token al minuto [5].",
    "Pada paket Tier 2, corvid-large-2 dibatasi hingga 5.000 permintaan dan 2.000.000 token per menit [5].",
    "En el plan Tier 2, corvid-large-2 está limitado a 5000 solicitudes y 2"
    + NB
    + "000"
    + NB
    + "000 de tokens por minuto [5].",
    "Avec le forfait Tier 2, corvid-large-2 est limité à 5"
    + NN
    + "000 requêtes et 2"
    + NN
    + "000"
    + NN
    + "000 de jetons par minute [5].",
    "Im Tarif Tier 2 ist corvid-large-2 auf 5.000 Anfragen und 2.000.000 Token pro Minute begrenzt [5].",
    "No plano Tier 2, o corvid-large-2 é limitado a 5.000 requisições e 2.000.000 de tokens por minuto [5].",
    [
        V(
            "number",
            "mid",
            "5.000",
            "6.000",
            "6000",
            en=("5,000", "6,000"),
            es=("5000", "6000"),
            fr=("5" + NN + "000", "6" + NN + "000"),
        ),
        V(
            "number",
            "mid",
            "2.000.000",
            "3.000.000",
            "3000000",
            en=("2,000,000", "3,000,000"),
            es=("2" + NB + "000" + NB + "000", "3" + NB + "000" + NB + "000"),
            fr=("2" + NN + "000" + NN + "000", "3" + NN + "000" + NN + "000"),
        ),
        V("number", "opening(in name)", "Tier 2", "Tier 3", "3"),
        V("name_product", "mid", "corvid-large-2", "raven-large-2", "raven"),
    ],
)

A(
    "E13",
    5,
    "Requests over the limit receive HTTP 429 with a Retry-After header, under limits that Corvid Labs last updated on 1 February 2024 [5].",
    "Le richieste oltre il limite ricevono un HTTP 429 con intestazione Retry-After, secondo i limiti aggiornati da Corvid Labs l'ultima volta il 1º febbraio 2024 [5].",
    "Permintaan yang melebihi batas menerima HTTP 429 dengan header Retry-After, berdasarkan batas yang terakhir diperbarui Corvid Labs pada 1 Februari 2024 [5].",
    "Las solicitudes que superan el límite reciben un HTTP 429 con la cabecera Retry-After, según los límites que Corvid Labs actualizó por última vez el 1 de febrero de 2024 [5].",
    "Les requêtes qui dépassent la limite reçoivent un HTTP 429 avec un en-tête Retry-After, selon les limites mises à jour pour la dernière fois par Corvid Labs le 1er février 2024 [5].",
    "Anfragen über dem Limit erhalten HTTP 429 mit einem Retry-After-Header; Corvid Labs hat die Limits zuletzt am 1. Februar 2024 aktualisiert [5].",
    "As requisições acima do limite recebem HTTP 429 com o cabeçalho Retry-After, conforme os limites atualizados pela última vez pela Corvid Labs em 1º de fevereiro de 2024 [5].",
    [
        V("number", "mid", "429", "503"),
        V(
            "date",
            "day",
            "1 February",
            "9 February",
            "9",
            it=("1º febbraio", "9 febbraio", "9"),
            id=("1 Februari", "9 Februari", "9"),
            es=("1 de febrero", "9 de febrero", "9"),
            fr=("1er février", "9 février", "9"),
            de=("1. Februar", "9. Februar", "9"),
            pt=("1º de fevereiro", "9 de fevereiro", "9"),
        ),
        V("date", "year", "2024", "2023"),
        V("name_org", "in_multiword", "Corvid Labs", "Raven Labs", "Raven"),
    ],
)

# ---- (2) river ----
A(
    "E14",
    6,
    "The Danube flows about 2,850 kilometres from the Black Forest in Germany to the Black Sea [6].",
    "Il Danubio scorre per circa 2.850 chilometri dalla Foresta Nera, in Germania, fino al Mar Nero [6].",
    "Sungai Donau mengalir sejauh sekitar 2.850 kilometer dari Hutan Hitam di Jerman hingga Laut Hitam [6].",
    "El Danubio recorre unos 2850 kilómetros desde la Selva Negra, en Alemania, hasta el mar Negro [6].",
    "Le Danube parcourt environ 2"
    + NN
    + "850 kilomètres depuis la Forêt-Noire, en Allemagne, jusqu'à la mer Noire [6].",
    "Die Donau fließt rund 2.850 Kilometer vom Schwarzwald in Deutschland bis zum Schwarzen Meer [6].",
    "O Danúbio percorre cerca de 2.850 quilômetros da Floresta Negra, na Alemanha, até o Mar Negro [6].",
    [
        V(
            "number",
            "mid",
            "2.850",
            "2.960",
            "2960",
            en=("2,850", "2,960"),
            es=("2850", "2960"),
            fr=("2" + NN + "850", "2" + NN + "960"),
        ),
        V(
            "name_place",
            "opening",
            "Danube",
            "Rhine",
            it=("Danubio", "Reno"),
            id=("Donau", "Rhein"),
            es=("Danubio", "Rin"),
            fr=("Danube", "Rhin"),
            de=("Die Donau fließt", "Der Rhein fließt", "Rhein"),
            pt=("Danúbio", "Reno"),
        ),
        V(
            "name_place",
            "after_prep",
            "Germany",
            "Switzerland",
            it=("Germania", "Svizzera"),
            id=("Jerman", "Swiss"),
            es=("Alemania", "Suiza"),
            fr=("en Allemagne", "en Suisse", "Suisse"),
            de=("in Deutschland", "in der Schweiz", "Schweiz"),
            pt=("na Alemanha", "na Suíça", "Suíça"),
        ),
        V(
            "name_place",
            "in_multiword",
            "Black Forest",
            "Bavarian Forest",
            "Bavarian",
            it=("Foresta Nera", "Foresta Bavarese", "Bavarese"),
            id=("Hutan Hitam", "Hutan Bavaria", "Bavaria"),
            es=("Selva Negra", "Selva Bávara", "Bávara"),
            fr=("Forêt-Noire", "forêt de Bavière", "Bavière"),
            de=("vom Schwarzwald", "vom Bayerischen Wald", "Bayerischen"),
            pt=("Floresta Negra", "Floresta da Baviera", "Baviera"),
        ),
    ],
)

A(
    "E15",
    6,
    "The river passes four capitals — Vienna, Bratislava, Budapest and Belgrade — and its delta was inscribed as a UNESCO World Heritage Site in 1991 [6].",
    "Il fiume attraversa quattro capitali — Vienna, Bratislava, Budapest e Belgrado — e il suo delta è stato iscritto nel Patrimonio mondiale dell'UNESCO nel 1991 [6].",
    "Sungai ini melewati empat ibu kota — Wina, Bratislava, Budapest, dan Beograd — dan deltanya ditetapkan sebagai Situs Warisan Dunia UNESCO pada tahun 1991 [6].",
    "El río atraviesa cuatro capitales —Viena, Bratislava, Budapest y Belgrado— y su delta fue inscrito como Patrimonio de la Humanidad por la UNESCO en 1991 [6].",
    "Le fleuve traverse quatre capitales — Vienne, Bratislava, Budapest et Belgrade — et son delta a été inscrit au patrimoine mondial de l'UNESCO en 1991 [6].",
    "Der Fluss durchfließt vier Hauptstädte – Wien, Bratislava, Budapest und Belgrad – und sein Delta wurde 1991 in die Liste des UNESCO-Welterbes aufgenommen [6].",
    "O rio atravessa quatro capitais — Viena, Bratislava, Budapeste e Belgrado — e o seu delta foi inscrito como Patrimônio Mundial da UNESCO em 1991 [6].",
    [
        V("date", "year", "1991", "1993"),
        V(
            "name_place",
            "mid(list)",
            "Budapest",
            "Prague",
            it=("Budapest", "Praga"),
            id=("Budapest", "Praha"),
            es=("Budapest", "Praga"),
            de=("Budapest", "Prag"),
            pt=("Budapeste", "Praga"),
        ),
        V(
            "name_place",
            "opening(list)",
            "Vienna",
            "Zagreb",
            it=("Vienna", "Zagabria"),
            id=("Wina", "Zagreb"),
            es=("Viena", "Zagreb"),
            fr=("Vienne", "Zagreb"),
            de=("Wien", "Zagreb"),
            pt=("Viena", "Zagreb"),
        ),
        V("name_org", "mid", "UNESCO", "UNICEF"),
    ],
)

# ---- (2) scientist biography ----
A(
    "E16",
    7,
    "Lise Meitner, born in Vienna on 7 November 1878, worked with Otto Hahn at the Kaiser Wilhelm Institute in Berlin for about 30 years [7].",
    "Lise Meitner, nata a Vienna il 7 novembre 1878, lavorò con Otto Hahn all'Istituto Kaiser Wilhelm di Berlino per circa 30 anni [7].",
    "Lise Meitner, yang lahir di Wina pada 7 November 1878, bekerja bersama Otto Hahn di Institut Kaiser Wilhelm di Berlin selama sekitar 30 tahun [7].",
    "Lise Meitner, nacida en Viena el 7 de noviembre de 1878, trabajó con Otto Hahn en el Instituto Kaiser Wilhelm de Berlín durante unos 30 años [7].",
    "Lise Meitner, née à Vienne le 7 novembre 1878, a travaillé avec Otto Hahn à l'Institut Kaiser-Wilhelm de Berlin pendant environ 30 ans [7].",
    "Lise Meitner, geboren am 7. November 1878 in Wien, arbeitete rund 30 Jahre lang mit Otto Hahn am Kaiser-Wilhelm-Institut in Berlin [7].",
    "Lise Meitner, nascida em Viena em 7 de novembro de 1878, trabalhou com Otto Hahn no Instituto Kaiser Wilhelm, em Berlim, por cerca de 30 anos [7].",
    [
        V(
            "date",
            "day",
            "7 November",
            "17 November",
            "17",
            it=("7 novembre", "17 novembre", "17"),
            es=("7 de noviembre", "17 de noviembre", "17"),
            fr=("7 novembre", "17 novembre", "17"),
            de=("7. November", "17. November", "17"),
            pt=("7 de novembro", "17 de novembro", "17"),
        ),
        V("date", "year", "1878", "1879"),
        V(
            "number",
            "end",
            "30 years",
            "20 years",
            "20",
            it=("30 anni", "20 anni", "20"),
            id=("30 tahun", "20 tahun", "20"),
            es=("30 años", "20 años", "20"),
            fr=("30 ans", "20 ans", "20"),
            de=("30 Jahre", "20 Jahre", "20"),
            pt=("30 anos", "20 anos", "20"),
        ),
        V("name_person", "opening", "Lise Meitner", "Marie Curie", "Curie"),
        V("name_person", "after_prep", "Otto Hahn", "Max Planck", "Planck"),
        V(
            "name_org",
            "in_multiword",
            "Kaiser Wilhelm",
            "Kaiser Friedrich",
            "Friedrich",
            de=("Kaiser-Wilhelm-Institut", "Kaiser-Friedrich-Institut", "Friedrich"),
            fr=("Kaiser-Wilhelm", "Kaiser-Friedrich", "Friedrich"),
        ),
        V(
            "name_place",
            "after_prep(birthplace)",
            "in Vienna",
            "in Graz",
            "Graz",
            it=("a Vienna", "a Graz", "Graz"),
            id=("di Wina", "di Graz", "Graz"),
            es=("en Viena", "en Graz", "Graz"),
            fr=("à Vienne", "à Graz", "Graz"),
            de=("in Wien", "in Graz", "Graz"),
            pt=("em Viena", "em Graz", "Graz"),
        ),
        V(
            "name_place",
            "after_prep",
            "Berlin",
            "Munich",
            it=("Berlino", "Monaco di Baviera", "Monaco"),
            id=("Berlin", "München"),
            es=("Berlín", "Múnich"),
            de=("Berlin", "München"),
            pt=("Berlim", "Munique"),
        ),
    ],
)

# ---- (2) car manufacturer quarterly results ----
A(
    "E18",
    8,
    "Nordvik Motors reported third-quarter 2023 revenue of SEK 93.7 billion, up 13% year on year [8].",
    "Nordvik Motors ha registrato nel terzo trimestre 2023 ricavi per 93,7 miliardi di corone svedesi, in crescita del 13% su base annua [8].",
    "Nordvik Motors membukukan pendapatan kuartal ketiga 2023 sebesar SEK 93,7 miliar, naik 13% dibandingkan tahun sebelumnya [8].",
    "Nordvik Motors registró en el tercer trimestre de 2023 unos ingresos de 93"
    + NB
    + "700 millones de coronas suecas, un 13"
    + NB
    + "% más que un año antes [8].",
    "Nordvik Motors a publié pour le troisième trimestre 2023 un chiffre d'affaires de 93,7 milliards de couronnes suédoises, en hausse de 13"
    + NB
    + "% sur un an [8].",
    "Nordvik Motors meldete für das dritte Quartal 2023 einen Umsatz von 93,7 Mrd. SEK, ein Plus von 13"
    + NB
    + "% gegenüber dem Vorjahr [8].",
    "A Nordvik Motors registrou receita de SEK 93,7 bilhões no terceiro trimestre de 2023, alta de 13% em relação ao ano anterior [8].",
    [
        V(
            "number",
            "mid(money)",
            "93,7",
            "97,3",
            "97.3",
            en=("93.7", "97.3"),
            es=("93" + NB + "700", "97" + NB + "300", "97300"),
        ),
        V(
            "number",
            "end(percent)",
            "13%",
            "18%",
            "18",
            es=("13" + NB + "%", "18" + NB + "%", "18"),
            fr=("13" + NB + "%", "18" + NB + "%", "18"),
            de=("13" + NB + "%", "18" + NB + "%", "18"),
        ),
        V("date", "year(quarter)", "2023", "2022"),
        V("name_org", "opening/in_multiword", "Nordvik", "Solberg"),
    ],
)

A(
    "E19",
    8,
    "CEO Helena Sandberg said electrified models accounted for 41% of the 161,995 cars sold [8].",
    "L'amministratrice delegata Helena Sandberg ha dichiarato che i modelli elettrificati hanno rappresentato il 41% delle 161.995 auto vendute [8].",
    "CEO Helena Sandberg mengatakan model berlistrik menyumbang 41% dari 161.995 mobil yang terjual [8].",
    "La consejera delegada, Helena Sandberg, afirmó que los modelos electrificados supusieron el 41"
    + NB
    + "% de los 161"
    + NB
    + "995 automóviles vendidos [8].",
    "La directrice générale Helena Sandberg a indiqué que les modèles électrifiés représentaient 41"
    + NB
    + "% des 161"
    + NN
    + "995 voitures vendues [8].",
    "Vorstandschefin Helena Sandberg sagte, elektrifizierte Modelle hätten 41"
    + NB
    + "% der 161.995 verkauften Autos ausgemacht [8].",
    "A CEO Helena Sandberg afirmou que os modelos eletrificados responderam por 41% dos 161.995 carros vendidos [8].",
    [
        V(
            "number",
            "mid(percent)",
            "41%",
            "46%",
            "46",
            es=("41" + NB + "%", "46" + NB + "%", "46"),
            fr=("41" + NB + "%", "46" + NB + "%", "46"),
            de=("41" + NB + "%", "46" + NB + "%", "46"),
        ),
        V(
            "number",
            "mid",
            "161.995",
            "116.995",
            "116995",
            en=("161,995", "116,995"),
            es=("161" + NB + "995", "116" + NB + "995"),
            fr=("161" + NN + "995", "116" + NN + "995"),
        ),
        V("name_person", "in_multiword(surname)", "Sandberg", "Lindqvist"),
        V("name_person", "in_multiword(first name)", "Helena", "Karin"),
    ],
)

# ---- (2) opera premiere ----
A(
    "E20",
    9,
    "Puccini's Turandot premiered at La Scala in Milan on 25 April 1926 under Arturo Toscanini [9].",
    "La Turandot di Puccini debuttò al Teatro alla Scala di Milano il 25 aprile 1926 sotto la direzione di Arturo Toscanini [9].",
    "Turandot karya Puccini pertama kali dipentaskan di La Scala, Milan, pada 25 April 1926 di bawah arahan Arturo Toscanini [9].",
    "Turandot, de Puccini, se estrenó en La Scala de Milán el 25 de abril de 1926 bajo la dirección de Arturo Toscanini [9].",
    "Turandot de Puccini a été créé à la Scala de Milan le 25 avril 1926 sous la direction d'Arturo Toscanini [9].",
    "Puccinis Turandot wurde am 25. April 1926 an der Mailänder Scala unter der Leitung von Arturo Toscanini uraufgeführt [9].",
    "Turandot, de Puccini, estreou no Teatro alla Scala, em Milão, em 25 de abril de 1926, sob a regência de Arturo Toscanini [9].",
    [
        V(
            "date",
            "day",
            "25 April",
            "27 April",
            "27",
            it=("25 aprile", "27 aprile", "27"),
            es=("25 de abril", "27 de abril", "27"),
            fr=("25 avril", "27 avril", "27"),
            de=("25. April", "27. April", "27"),
            pt=("25 de abril", "27 de abril", "27"),
        ),
        V("date", "year", "1926", "1925"),
        V(
            "date_month",
            "month",
            "April",
            "May",
            it=("aprile", "maggio"),
            id=("April", "Mei"),
            es=("abril", "mayo"),
            fr=("avril", "mai"),
            de=("April", "Mai"),
            pt=("abril", "maio"),
        ),
        V("name_person", "opening", "Puccini", "Verdi"),
        V(
            "name_person",
            "after_prep",
            "Arturo Toscanini",
            "Tullio Serafin",
            "Serafin",
            fr=("d'Arturo Toscanini", "de Tullio Serafin", "Serafin"),
        ),
        V(
            "name_place",
            "after_prep",
            "in Milan",
            "in Rome",
            "Rome",
            it=("di Milano", "di Roma", "Roma"),
            id=("Milan", "Roma"),
            es=("Milán", "Roma"),
            fr=("Milan", "Rome"),
            de=("an der Mailänder Scala", "an der Scala in Rom", "Rom"),
            pt=("Milão", "Roma"),
        ),
        V("name_product", "mid(work title)", "Turandot", "Tosca"),
    ],
)

A(
    "E21",
    9,
    "After Puccini died in Brussels in 1924, Franco Alfano completed the final duet [9].",
    "Dopo la morte di Puccini a Bruxelles nel 1924, Franco Alfano completò il duetto finale [9].",
    "Setelah Puccini wafat di Brussel pada 1924, Franco Alfano menyelesaikan duet terakhirnya [9].",
    "Tras la muerte de Puccini en Bruselas en 1924, Franco Alfano completó el dúo final [9].",
    "Après la mort de Puccini à Bruxelles en 1924, Franco Alfano a achevé le duo final [9].",
    "Nachdem Puccini 1924 in Brüssel gestorben war, vollendete Franco Alfano das Schlussduett [9].",
    "Após a morte de Puccini em Bruxelas, em 1924, Franco Alfano concluiu o dueto final [9].",
    [
        V("date", "year", "1924", "1923"),
        V(
            "name_place",
            "after_prep",
            "Brussels",
            "Paris",
            it=("Bruxelles", "Parigi"),
            id=("Brussel", "Paris"),
            es=("Bruselas", "París"),
            fr=("Bruxelles", "Paris"),
            de=("Brüssel", "Paris"),
            pt=("Bruxelas", "Paris"),
        ),
        V("name_person", "mid", "Franco Alfano", "Luciano Berio", "Berio"),
        V("name_person", "opening/after_prep", "Puccini", "Verdi"),
    ],
)

# ---- (2) national park ----
A(
    "E22",
    10,
    "Yellowstone National Park, established on March 1, 1872, covers 8,983 square kilometres, mostly in Wyoming [10].",
    "Il Parco nazionale di Yellowstone, istituito il 1º marzo 1872, si estende su 8.983 chilometri quadrati, per lo più nel Wyoming [10].",
    "Taman Nasional Yellowstone, yang didirikan pada 1 Maret 1872, mencakup area seluas 8.983 kilometer persegi, sebagian besar di Wyoming [10].",
    "El Parque Nacional de Yellowstone, creado el 1 de marzo de 1872, abarca 8983 kilómetros cuadrados, principalmente en Wyoming [10].",
    "Le parc national de Yellowstone, créé le 1er mars 1872, couvre 8"
    + NN
    + "983 kilomètres carrés, principalement dans le Wyoming [10].",
    "Der Yellowstone-Nationalpark, gegründet am 1. März 1872, umfasst 8.983 Quadratkilometer, überwiegend in Wyoming [10].",
    "O Parque Nacional de Yellowstone, criado em 1º de março de 1872, abrange 8.983 quilômetros quadrados, principalmente no Wyoming [10].",
    [
        V(
            "date",
            "day",
            "March 1,",
            "March 11,",
            "11",
            it=("1º marzo", "11 marzo", "11"),
            id=("1 Maret", "11 Maret", "11"),
            es=("1 de marzo", "11 de marzo", "11"),
            fr=("1er mars", "11 mars", "11"),
            de=("1. März", "11. März", "11"),
            pt=("1º de março", "11 de março", "11"),
        ),
        V("date", "year", "1872", "1882"),
        V(
            "number",
            "mid",
            "8.983",
            "9.383",
            "9383",
            en=("8,983", "9,383"),
            es=("8983", "9383"),
            fr=("8" + NN + "983", "9" + NN + "383"),
        ),
        V("name_place", "opening/in_multiword", "Yellowstone", "Yosemite"),
        V("name_place", "after_prep", "Wyoming", "Colorado"),
    ],
)

A(
    "E23",
    10,
    "Old Faithful erupts roughly every 90 minutes, and the park had 4.5 million recreational visits in 2023 [10].",
    "L'Old Faithful erutta all'incirca ogni 90 minuti, e il parco ha registrato 4,5 milioni di visite ricreative nel 2023 [10].",
    "Old Faithful menyembur kira-kira setiap 90 menit, dan taman ini mencatat 4,5 juta kunjungan rekreasi pada 2023 [10].",
    "El Old Faithful entra en erupción aproximadamente cada 90 minutos, y el parque registró 4,5 millones de visitas recreativas en 2023 [10].",
    "Old Faithful entre en éruption environ toutes les 90 minutes, et le parc a enregistré 4,5 millions de visites récréatives en 2023 [10].",
    "Old Faithful bricht etwa alle 90 Minuten aus, und der Park verzeichnete 2023 4,5 Millionen Freizeitbesuche [10].",
    "O Old Faithful entra em erupção aproximadamente a cada 90 minutos, e o parque registrou 4,5 milhões de visitas recreativas em 2023 [10].",
    [
        V("number", "mid", "90", "70"),
        V("number", "mid", "4,5", "5,4", "5.4", en=("4.5", "5.4")),
        V("date", "year", "2023", "2021"),
        V(
            "name_product",
            "opening",
            "Old Faithful",
            "Steamboat",
            it=("L'Old Faithful", "Lo Steamboat", "Steamboat"),
        ),
    ],
)
