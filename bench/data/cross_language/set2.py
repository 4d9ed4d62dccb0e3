# ruff: noqa: E501
"""Probe data for ragcite cross-language checks (independent, hand-written).

11 domains: message queue (RabbitMQ), Lisbon 1755 earthquake (city history),
football club (Borussia Dortmund), airport (Copenhagen), chemistry fact sheet
(NaOH), central bank decision (ECB), university (Bologna), hiking trail
(West Highland Way), video game (Zelda TotK), music band (ABBA),
web framework (Django).
"""

LANGS = ["it", "id", "es", "fr", "de", "pt"]
NN = "\u202f"  # narrow no-break space (French thousands separator)
NB = "\u00a0"  # no-break space (French: before %)

# ---------------------------------------------------------------- SOURCES
SOURCES = {}

SOURCES["en"] = [
    # 1 message queue
    "RabbitMQ 3.13 was released on 22 February 2024 by the VMware Tanzu team at Broadcom. "
    "The release makes Khepri, a new metadata store based on the Raft consensus algorithm, available as an experimental feature. "
    "The default maximum message size was lowered from 512 MiB to 128 MiB. "
    "Users of classic mirrored queues must migrate to quorum queues before upgrading to RabbitMQ 4.0.",
    # 2 city history
    "The Lisbon earthquake struck on 1 November 1755, All Saints' Day, and was followed by a tsunami and fires that burned for five days. "
    "Historians estimate that between 30,000 and 50,000 people died in the city. "
    "The Marquis of Pombal led the reconstruction, and the new Baixa district was laid out by the engineers Manuel da Maia and Eugénio dos Santos. "
    "The Praça do Comércio was built on the site of the destroyed Ribeira Palace.",
    # 3 football club
    "Borussia Dortmund won the UEFA Champions League on 28 May 1997, beating Juventus 3–1 in the final at the Olympiastadion in Munich. "
    "Karl-Heinz Riedle scored twice, and Lars Ricken scored the third goal 16 seconds after coming on as a substitute. "
    "The team was coached by Ottmar Hitzfeld. "
    "Signal Iduna Park, the club's stadium, holds 81,365 spectators for league matches.",
    # 4 airport
    "Copenhagen Airport handled 30.3 million passengers in 2019, a record at the time. "
    "Scandinavian Airlines accounted for about 38% of the traffic. "
    "On 3 April 2023 the airport opened Pier E, which cost DKK 1.2 billion to build. "
    "Chief executive Peter Krogsgaard said the airport expected 27 million passengers in 2023.",
    # 5 chemistry
    "Sodium hydroxide (NaOH) has a molar mass of 40.00 g/mol and melts at 323 °C. "
    "It dissolves in water with a strong release of heat; at 20 °C, one litre of water dissolves about 1,090 grams. "
    "The substance is listed under CAS number 1310-73-2. "
    "Most of it is produced by the chlor-alkali process, which also yields chlorine and hydrogen.",
    # 6 central bank
    "On 14 September 2023 the Governing Council of the European Central Bank raised its three key interest rates by 25 basis points. "
    "The deposit facility rate rose to 4.00%, the highest level since the euro was introduced in 1999. "
    "At the press conference in Frankfurt, President Christine Lagarde said that rates held at these levels for long enough would contribute substantially to a return of inflation to the 2% target. "
    "Staff projections saw inflation averaging 5.6% in 2023.",
    # 7 university
    "The University of Bologna, founded in 1088, is often described as the oldest university in continuous operation in the Western world. "
    "It has about 90,000 students across campuses in Bologna, Cesena, Forlì, Ravenna and Rimini. "
    "In 1988, for its 900th anniversary, 430 rectors signed the Magna Charta Universitatum. "
    "Giovanni Molari has been rector since 1 November 2021.",
    # 8 hiking trail
    "The West Highland Way runs 154 kilometres from Milngavie, north of Glasgow, to Fort William. "
    "It was opened in 1980 as Scotland's first officially designated long-distance route. "
    "About 36,000 people walk the whole trail each year, most of them in six to eight days. "
    "Its highest point, at 550 metres, is on the Devil's Staircase above Glen Coe.",
    # 9 video game
    "Nintendo released The Legend of Zelda: Tears of the Kingdom on 12 May 2023 for the Nintendo Switch. "
    "The game sold 10 million copies worldwide in its first three days. "
    "It was directed by Hidemaro Fujibayashi and produced by Eiji Aonuma. "
    "At launch it cost $69.99 in the United States, the first Nintendo-published Switch game at that price.",
    # 10 music band
    'The Swedish group ABBA won the Eurovision Song Contest on 6 April 1974 in Brighton with the song "Waterloo". '
    "The group consisted of Agnetha Fältskog, Björn Ulvaeus, Benny Andersson and Anni-Frid Lyngstad. "
    "Their album Voyage, released in November 2021, was their first studio album in 40 years. "
    "The ABBA Voyage concert residency opened in London on 27 May 2022 in a purpose-built arena for 3,000 people.",
    # 11 web framework
    "Django 5.0 was released on 4 December 2023 by the Django Software Foundation. "
    "It introduces database-computed default values through the new db_default field option and simpler form rendering with the as_field_group() method. "
    "Django 4.2, a long-term support release, will receive security updates until April 2026. "
    "Mariusz Felisiak was the release manager.",
]

SOURCES["it"] = [
    "RabbitMQ 3.13 è stato rilasciato il 22 febbraio 2024 dal team VMware Tanzu di Broadcom. "
    "La versione rende disponibile come funzionalità sperimentale Khepri, un nuovo archivio di metadati basato sull'algoritmo di consenso Raft. "
    "La dimensione massima predefinita dei messaggi è stata ridotta da 512 MiB a 128 MiB. "
    "Chi usa le code mirror classiche deve migrare alle code quorum prima di aggiornare a RabbitMQ 4.0.",
    "Il terremoto di Lisbona colpì la città il 1º novembre 1755, giorno di Ognissanti, e fu seguito da uno tsunami e da incendi che durarono cinque giorni. "
    "Gli storici stimano che in città morirono tra le 30.000 e le 50.000 persone. "
    "Il marchese di Pombal guidò la ricostruzione, e il nuovo quartiere della Baixa fu progettato dagli ingegneri Manuel da Maia ed Eugénio dos Santos. "
    "La Praça do Comércio fu costruita sul sito del distrutto Palazzo Ribeira.",
    "Il Borussia Dortmund vinse la UEFA Champions League il 28 maggio 1997, battendo la Juventus per 3-1 nella finale all'Olympiastadion di Monaco di Baviera. "
    "Karl-Heinz Riedle segnò due gol e Lars Ricken segnò il terzo 16 secondi dopo essere entrato dalla panchina. "
    "La squadra era allenata da Ottmar Hitzfeld. "
    "Il Signal Iduna Park, lo stadio del club, ha una capienza di 81.365 spettatori per le partite di campionato.",
    "L'aeroporto di Copenaghen ha gestito 30,3 milioni di passeggeri nel 2019, un record per l'epoca. "
    "Scandinavian Airlines rappresentava circa il 38% del traffico. "
    "Il 3 aprile 2023 l'aeroporto ha inaugurato il Pier E, costato 1,2 miliardi di corone danesi. "
    "L'amministratore delegato Peter Krogsgaard ha dichiarato che l'aeroporto prevedeva 27 milioni di passeggeri nel 2023.",
    "L'idrossido di sodio (NaOH) ha una massa molare di 40,00 g/mol e fonde a 323 °C. "
    "Si scioglie in acqua con forte sviluppo di calore: a 20 °C un litro d'acqua ne scioglie circa 1.090 grammi. "
    "La sostanza è registrata con il numero CAS 1310-73-2. "
    "La maggior parte viene prodotta con il processo cloro-alcali, che fornisce anche cloro e idrogeno.",
    "Il 14 settembre 2023 il Consiglio direttivo della Banca centrale europea ha alzato i tre tassi di interesse di riferimento di 25 punti base. "
    "Il tasso sui depositi presso la banca centrale è salito al 4,00%, il livello più alto dall'introduzione dell'euro nel 1999. "
    "Nella conferenza stampa a Francoforte, la presidente Christine Lagarde ha affermato che tassi mantenuti a questi livelli per un periodo sufficientemente lungo contribuiranno in misura sostanziale al ritorno dell'inflazione all'obiettivo del 2%. "
    "Le proiezioni degli esperti prevedevano un'inflazione media del 5,6% nel 2023.",
    "L'Università di Bologna, fondata nel 1088, è spesso descritta come la più antica università in attività ininterrotta del mondo occidentale. "
    "Conta circa 90.000 studenti nelle sedi di Bologna, Cesena, Forlì, Ravenna e Rimini. "
    "Nel 1988, per il suo 900º anniversario, 430 rettori firmarono la Magna Charta Universitatum. "
    "Giovanni Molari è rettore dal 1º novembre 2021.",
    "La West Highland Way si snoda per 154 chilometri da Milngavie, a nord di Glasgow, fino a Fort William. "
    "Fu inaugurata nel 1980 come primo percorso a lunga distanza ufficialmente designato della Scozia. "
    "Ogni anno circa 36.000 persone percorrono l'intero sentiero, per lo più in sei-otto giorni. "
    "Il punto più alto, a 550 metri, si trova sulla Devil's Staircase sopra Glen Coe.",
    "Nintendo ha pubblicato The Legend of Zelda: Tears of the Kingdom il 12 maggio 2023 per Nintendo Switch. "
    "Il gioco ha venduto 10 milioni di copie in tutto il mondo nei primi tre giorni. "
    "È stato diretto da Hidemaro Fujibayashi e prodotto da Eiji Aonuma. "
    "Al lancio costava 69,99 dollari negli Stati Uniti, il primo gioco per Switch pubblicato da Nintendo a quel prezzo.",
    "Il gruppo svedese ABBA vinse l'Eurovision Song Contest il 6 aprile 1974 a Brighton con la canzone «Waterloo». "
    "Il gruppo era composto da Agnetha Fältskog, Björn Ulvaeus, Benny Andersson e Anni-Frid Lyngstad. "
    "Il loro album Voyage, uscito nel novembre 2021, è stato il primo album in studio dopo 40 anni. "
    "La residency ABBA Voyage ha debuttato a Londra il 27 maggio 2022 in un'arena costruita appositamente per 3.000 persone.",
    "Django 5.0 è stato rilasciato il 4 dicembre 2023 dalla Django Software Foundation. "
    "Introduce valori predefiniti calcolati dal database tramite la nuova opzione di campo db_default e un rendering dei form più semplice con il metodo as_field_group(). "
    "Django 4.2, una versione con supporto a lungo termine, riceverà aggiornamenti di sicurezza fino ad aprile 2026. "
    "Mariusz Felisiak è stato il release manager.",
]

SOURCES["id"] = [
    "RabbitMQ 3.13 dirilis pada 22 Februari 2024 oleh tim VMware Tanzu di Broadcom. "
    "Rilis ini menyediakan Khepri, penyimpanan metadata baru berbasis algoritma konsensus Raft, sebagai fitur eksperimental. "
    "Ukuran pesan maksimum bawaan diturunkan dari 512 MiB menjadi 128 MiB. "
    "Pengguna antrean mirror klasik harus bermigrasi ke antrean kuorum sebelum meningkatkan ke RabbitMQ 4.0.",
    "Gempa bumi Lisboa melanda kota itu pada 1 November 1755, bertepatan dengan Hari Raya Semua Orang Kudus, dan disusul tsunami serta kebakaran yang berlangsung selama lima hari. "
    "Para sejarawan memperkirakan antara 30.000 dan 50.000 orang tewas di kota tersebut. "
    "Marquis Pombal memimpin rekonstruksi, dan distrik Baixa yang baru dirancang oleh insinyur Manuel da Maia dan Eugénio dos Santos. "
    "Praça do Comércio dibangun di lokasi Istana Ribeira yang hancur.",
    "Borussia Dortmund menjuarai Liga Champions UEFA pada 28 Mei 1997 setelah mengalahkan Juventus 3–1 di final yang digelar di Olympiastadion, München. "
    "Karl-Heinz Riedle mencetak dua gol, dan Lars Ricken mencetak gol ketiga 16 detik setelah masuk sebagai pemain pengganti. "
    "Tim ini dilatih oleh Ottmar Hitzfeld. "
    "Signal Iduna Park, stadion klub tersebut, menampung 81.365 penonton untuk pertandingan liga.",
    "Bandar Udara Kopenhagen melayani 30,3 juta penumpang pada 2019, rekor pada saat itu. "
    "Scandinavian Airlines menyumbang sekitar 38% dari lalu lintas tersebut. "
    "Pada 3 April 2023 bandara tersebut membuka Pier E, yang dibangun dengan biaya 1,2 miliar kroner Denmark. "
    "Direktur utama Peter Krogsgaard mengatakan bandara memperkirakan 27 juta penumpang pada 2023.",
    "Natrium hidroksida (NaOH) memiliki massa molar 40,00 g/mol dan meleleh pada suhu 323 °C. "
    "Zat ini larut dalam air dengan melepaskan banyak panas; pada suhu 20 °C, satu liter air dapat melarutkan sekitar 1.090 gram. "
    "Zat ini terdaftar dengan nomor CAS 1310-73-2. "
    "Sebagian besar diproduksi melalui proses kloralkali, yang juga menghasilkan klorin dan hidrogen.",
    "Pada 14 September 2023, Dewan Gubernur Bank Sentral Eropa menaikkan tiga suku bunga acuannya sebesar 25 basis poin. "
    "Suku bunga fasilitas simpanan naik menjadi 4,00%, level tertinggi sejak euro diperkenalkan pada 1999. "
    "Dalam konferensi pers di Frankfurt, Presiden Christine Lagarde mengatakan bahwa suku bunga yang dipertahankan pada level ini dalam waktu yang cukup lama akan berkontribusi besar pada kembalinya inflasi ke target 2%. "
    "Proyeksi staf memperkirakan inflasi rata-rata 5,6% pada 2023.",
    "Universitas Bologna, yang didirikan pada 1088, sering disebut sebagai universitas tertua di dunia Barat yang beroperasi tanpa henti. "
    "Universitas ini memiliki sekitar 90.000 mahasiswa di kampus-kampusnya di Bologna, Cesena, Forlì, Ravenna, dan Rimini. "
    "Pada 1988, dalam rangka ulang tahun ke-900, 430 rektor menandatangani Magna Charta Universitatum. "
    "Giovanni Molari menjabat sebagai rektor sejak 1 November 2021.",
    "West Highland Way membentang sejauh 154 kilometer dari Milngavie, di utara Glasgow, hingga Fort William. "
    "Jalur ini dibuka pada 1980 sebagai rute jarak jauh resmi pertama di Skotlandia. "
    "Sekitar 36.000 orang menempuh seluruh jalur setiap tahun, sebagian besar dalam enam hingga delapan hari. "
    "Titik tertingginya, pada ketinggian 550 meter, berada di Devil's Staircase di atas Glen Coe.",
    "Nintendo merilis The Legend of Zelda: Tears of the Kingdom pada 12 Mei 2023 untuk Nintendo Switch. "
    "Gim ini terjual 10 juta kopi di seluruh dunia dalam tiga hari pertama. "
    "Gim ini disutradarai oleh Hidemaro Fujibayashi dan diproduseri oleh Eiji Aonuma. "
    "Saat peluncuran, harganya US$69,99 di Amerika Serikat, gim Switch terbitan Nintendo pertama dengan harga tersebut.",
    'Grup asal Swedia ABBA memenangkan Kontes Lagu Eurovision pada 6 April 1974 di Brighton dengan lagu "Waterloo". '
    "Grup ini beranggotakan Agnetha Fältskog, Björn Ulvaeus, Benny Andersson, dan Anni-Frid Lyngstad. "
    "Album mereka, Voyage, yang dirilis pada November 2021, merupakan album studio pertama mereka dalam 40 tahun. "
    "Residensi konser ABBA Voyage dibuka di London pada 27 Mei 2022 di arena yang dibangun khusus berkapasitas 3.000 orang.",
    "Django 5.0 dirilis pada 4 Desember 2023 oleh Django Software Foundation. "
    "Versi ini memperkenalkan nilai bawaan yang dihitung oleh basis data melalui opsi field baru db_default serta perenderan formulir yang lebih sederhana dengan metode as_field_group(). "
    "Django 4.2, rilis dukungan jangka panjang, akan menerima pembaruan keamanan hingga April 2026. "
    "Mariusz Felisiak bertindak sebagai manajer rilis.",
]

SOURCES["es"] = [
    "El equipo VMware Tanzu de Broadcom publicó RabbitMQ 3.13 el 22 de febrero de 2024. "
    "La versión ofrece Khepri, un nuevo almacén de metadatos basado en el algoritmo de consenso Raft, como función experimental. "
    "El tamaño máximo predeterminado de los mensajes se redujo de 512 MiB a 128 MiB. "
    "Los usuarios de las colas espejo clásicas deben migrar a colas de quórum antes de actualizar a RabbitMQ 4.0.",
    "El terremoto de Lisboa sacudió la ciudad el 1 de noviembre de 1755, día de Todos los Santos, y fue seguido de un tsunami y de incendios que duraron cinco días. "
    "Los historiadores estiman que murieron en la ciudad entre 30.000 y 50.000 personas. "
    "El marqués de Pombal dirigió la reconstrucción, y el nuevo barrio de la Baixa fue trazado por los ingenieros Manuel da Maia y Eugénio dos Santos. "
    "La Praça do Comércio se construyó en el solar del destruido Palacio de Ribeira.",
    "El Borussia Dortmund ganó la Liga de Campeones de la UEFA el 28 de mayo de 1997 al vencer 3-1 a la Juventus en la final disputada en el Olympiastadion de Múnich. "
    "Karl-Heinz Riedle marcó dos goles y Lars Ricken anotó el tercero 16 segundos después de entrar como suplente. "
    "El equipo estaba dirigido por Ottmar Hitzfeld. "
    "El Signal Iduna Park, el estadio del club, tiene capacidad para 81.365 espectadores en los partidos de liga.",
    "El aeropuerto de Copenhague registró 30,3 millones de pasajeros en 2019, un récord en aquel momento. "
    "Scandinavian Airlines representó alrededor del 38 % del tráfico. "
    "El 3 de abril de 2023 el aeropuerto inauguró el Pier E, cuya construcción costó 1200 millones de coronas danesas. "
    "El consejero delegado, Peter Krogsgaard, afirmó que el aeropuerto esperaba 27 millones de pasajeros en 2023.",
    "El hidróxido de sodio (NaOH) tiene una masa molar de 40,00 g/mol y funde a 323 °C. "
    "Se disuelve en agua con un fuerte desprendimiento de calor: a 20 °C, un litro de agua disuelve unos 1090 gramos. "
    "La sustancia figura con el número CAS 1310-73-2. "
    "La mayor parte se produce mediante el proceso cloro-álcali, que también genera cloro e hidrógeno.",
    "El 14 de septiembre de 2023, el Consejo de Gobierno del Banco Central Europeo subió sus tres tipos de interés oficiales en 25 puntos básicos. "
    "El tipo de la facilidad de depósito aumentó hasta el 4,00 %, su nivel más alto desde la introducción del euro en 1999. "
    "En la rueda de prensa celebrada en Fráncfort, la presidenta Christine Lagarde afirmó que unos tipos mantenidos en estos niveles durante un periodo suficientemente largo contribuirán de forma sustancial al retorno de la inflación al objetivo del 2 %. "
    "Las proyecciones de los expertos situaban la inflación media en el 5,6 % en 2023.",
    "La Universidad de Bolonia, fundada en 1088, suele describirse como la universidad en funcionamiento ininterrumpido más antigua del mundo occidental. "
    "Cuenta con unos 90.000 estudiantes en sus campus de Bolonia, Cesena, Forlì, Rávena y Rímini. "
    "En 1988, con motivo de su 900.º aniversario, 430 rectores firmaron la Magna Charta Universitatum. "
    "Giovanni Molari es rector desde el 1 de noviembre de 2021.",
    "La West Highland Way recorre 154 kilómetros desde Milngavie, al norte de Glasgow, hasta Fort William. "
    "Se inauguró en 1980 como la primera ruta de larga distancia designada oficialmente en Escocia. "
    "Unas 36.000 personas recorren el sendero completo cada año, la mayoría en seis a ocho días. "
    "Su punto más alto, a 550 metros, se encuentra en la Devil's Staircase, sobre Glen Coe.",
    "Nintendo lanzó The Legend of Zelda: Tears of the Kingdom el 12 de mayo de 2023 para Nintendo Switch. "
    "El juego vendió 10 millones de copias en todo el mundo en sus tres primeros días. "
    "Fue dirigido por Hidemaro Fujibayashi y producido por Eiji Aonuma. "
    "En su lanzamiento costaba 69,99 dólares en Estados Unidos, el primer juego de Switch publicado por Nintendo con ese precio.",
    "El grupo sueco ABBA ganó el Festival de la Canción de Eurovisión el 6 de abril de 1974 en Brighton con la canción «Waterloo». "
    "El grupo lo formaban Agnetha Fältskog, Björn Ulvaeus, Benny Andersson y Anni-Frid Lyngstad. "
    "Su álbum Voyage, publicado en noviembre de 2021, fue su primer álbum de estudio en 40 años. "
    "La residencia de conciertos ABBA Voyage se estrenó en Londres el 27 de mayo de 2022 en un recinto construido expresamente para 3000 personas.",
    "Django 5.0 fue publicado el 4 de diciembre de 2023 por la Django Software Foundation. "
    "Introduce valores predeterminados calculados por la base de datos mediante la nueva opción de campo db_default y un renderizado de formularios más sencillo con el método as_field_group(). "
    "Django 4.2, una versión con soporte a largo plazo, recibirá actualizaciones de seguridad hasta abril de 2026. "
    "Mariusz Felisiak fue el responsable de la publicación.",
]

SOURCES["fr"] = [
    "RabbitMQ 3.13 a été publié le 22 février 2024 par l'équipe VMware Tanzu de Broadcom. "
    "Cette version propose Khepri, un nouveau magasin de métadonnées fondé sur l'algorithme de consensus Raft, en tant que fonctionnalité expérimentale. "
    "La taille maximale par défaut des messages a été abaissée de 512 Mio à 128 Mio. "
    "Les utilisateurs des files d'attente miroir classiques doivent migrer vers des files quorum avant de passer à RabbitMQ 4.0.",
    "Le tremblement de terre de Lisbonne frappa la ville le 1er novembre 1755, jour de la Toussaint, et fut suivi d'un tsunami et d'incendies qui durèrent cinq jours. "
    f"Les historiens estiment qu'entre 30{NN}000 et 50{NN}000 personnes périrent dans la ville. "
    "Le marquis de Pombal dirigea la reconstruction, et le nouveau quartier de la Baixa fut tracé par les ingénieurs Manuel da Maia et Eugénio dos Santos. "
    "La Praça do Comércio fut construite sur l'emplacement du palais de Ribeira détruit.",
    "Le Borussia Dortmund remporta la Ligue des champions de l'UEFA le 28 mai 1997 en battant la Juventus 3-1 en finale à l'Olympiastadion de Munich. "
    "Karl-Heinz Riedle marqua deux buts et Lars Ricken inscrivit le troisième 16 secondes après son entrée en jeu. "
    "L'équipe était entraînée par Ottmar Hitzfeld. "
    f"Le Signal Iduna Park, le stade du club, accueille 81{NN}365 spectateurs pour les matchs de championnat.",
    "L'aéroport de Copenhague a accueilli 30,3 millions de passagers en 2019, un record à l'époque. "
    f"Scandinavian Airlines représentait environ 38{NB}% du trafic. "
    "Le 3 avril 2023, l'aéroport a inauguré le Pier E, dont la construction a coûté 1,2 milliard de couronnes danoises. "
    "Le directeur général, Peter Krogsgaard, a déclaré que l'aéroport prévoyait 27 millions de passagers en 2023.",
    "L'hydroxyde de sodium (NaOH) a une masse molaire de 40,00 g/mol et fond à 323 °C. "
    f"Il se dissout dans l'eau en dégageant beaucoup de chaleur : à 20 °C, un litre d'eau en dissout environ 1{NN}090 grammes. "
    "La substance est enregistrée sous le numéro CAS 1310-73-2. "
    "L'essentiel de la production provient du procédé chlore-alcali, qui fournit aussi du chlore et de l'hydrogène.",
    "Le 14 septembre 2023, le Conseil des gouverneurs de la Banque centrale européenne a relevé ses trois taux d'intérêt directeurs de 25 points de base. "
    f"Le taux de la facilité de dépôt a été porté à 4,00{NB}%, son plus haut niveau depuis l'introduction de l'euro en 1999. "
    f"Lors de la conférence de presse à Francfort, la présidente Christine Lagarde a déclaré que des taux maintenus à ces niveaux suffisamment longtemps contribueraient fortement au retour de l'inflation vers l'objectif de 2{NB}%. "
    f"Les projections des services prévoyaient une inflation moyenne de 5,6{NB}% en 2023.",
    "L'université de Bologne, fondée en 1088, est souvent présentée comme la plus ancienne université en activité continue du monde occidental. "
    f"Elle compte environ 90{NN}000 étudiants répartis sur les campus de Bologne, Cesena, Forlì, Ravenne et Rimini. "
    "En 1988, pour son 900e anniversaire, 430 recteurs ont signé la Magna Charta Universitatum. "
    "Giovanni Molari est recteur depuis le 1er novembre 2021.",
    "Le West Highland Way s'étend sur 154 kilomètres, de Milngavie, au nord de Glasgow, jusqu'à Fort William. "
    "Il a été ouvert en 1980 comme le premier itinéraire de grande randonnée officiellement désigné en Écosse. "
    f"Environ 36{NN}000 personnes parcourent chaque année l'intégralité du sentier, la plupart en six à huit jours. "
    "Son point culminant, à 550 mètres, se trouve sur le Devil's Staircase, au-dessus de Glen Coe.",
    "Nintendo a sorti The Legend of Zelda: Tears of the Kingdom le 12 mai 2023 sur Nintendo Switch. "
    "Le jeu s'est vendu à 10 millions d'exemplaires dans le monde en trois jours. "
    "Il a été réalisé par Hidemaro Fujibayashi et produit par Eiji Aonuma. "
    "À sa sortie, il coûtait 69,99 dollars aux États-Unis, une première pour un jeu Switch édité par Nintendo.",
    f"Le groupe suédois ABBA a remporté le Concours Eurovision de la chanson le 6 avril 1974 à Brighton avec la chanson «{NB}Waterloo{NB}». "
    "Le groupe était composé d'Agnetha Fältskog, Björn Ulvaeus, Benny Andersson et Anni-Frid Lyngstad. "
    "Leur album Voyage, sorti en novembre 2021, était leur premier album studio depuis 40 ans. "
    f"La résidence de concerts ABBA Voyage a débuté à Londres le 27 mai 2022 dans une salle construite spécialement pour 3{NN}000 personnes.",
    "Django 5.0 a été publié le 4 décembre 2023 par la Django Software Foundation. "
    "Il introduit des valeurs par défaut calculées par la base de données grâce à la nouvelle option de champ db_default, ainsi qu'un rendu des formulaires simplifié avec la méthode as_field_group(). "
    "Django 4.2, une version à support long terme, recevra des mises à jour de sécurité jusqu'en avril 2026. "
    "Mariusz Felisiak était le responsable de la publication.",
]

SOURCES["de"] = [
    "RabbitMQ 3.13 wurde am 22. Februar 2024 vom VMware-Tanzu-Team von Broadcom veröffentlicht. "
    "Die Version stellt Khepri, einen neuen Metadatenspeicher auf Basis des Raft-Konsensalgorithmus, als experimentelle Funktion bereit. "
    "Die standardmäßige maximale Nachrichtengröße wurde von 512 MiB auf 128 MiB gesenkt. "
    "Nutzer klassischer gespiegelter Queues müssen vor dem Upgrade auf RabbitMQ 4.0 zu Quorum-Queues migrieren.",
    "Das Erdbeben von Lissabon erschütterte die Stadt am 1. November 1755, an Allerheiligen. Auf das Beben folgten ein Tsunami und Brände, die fünf Tage andauerten. "
    "Historiker schätzen, dass in der Stadt zwischen 30.000 und 50.000 Menschen starben. "
    "Der Marquis von Pombal leitete den Wiederaufbau, und das neue Viertel Baixa wurde von den Ingenieuren Manuel da Maia und Eugénio dos Santos geplant. "
    "Die Praça do Comércio entstand an der Stelle des zerstörten Ribeira-Palastes.",
    "Borussia Dortmund gewann am 28. Mai 1997 die UEFA Champions League, nachdem die Mannschaft im Finale im Münchner Olympiastadion Juventus Turin mit 3:1 besiegt hatte. "
    "Karl-Heinz Riedle traf zweimal, und Lars Ricken erzielte das dritte Tor 16 Sekunden nach seiner Einwechslung. "
    "Trainer der Mannschaft war Ottmar Hitzfeld. "
    "Der Signal Iduna Park, das Stadion des Vereins, fasst bei Ligaspielen 81.365 Zuschauer.",
    "Im Jahr 2019 fertigte der Flughafen Kopenhagen 30,3 Millionen Passagiere ab, damals ein Rekord. "
    "Auf Scandinavian Airlines entfielen rund 38 Prozent des Verkehrs. "
    "Am 3. April 2023 eröffnete der Flughafen den Pier E, dessen Bau 1,2 Milliarden Dänische Kronen kostete. "
    "Vorstandschef Peter Krogsgaard sagte, der Flughafen rechne für 2023 mit 27 Millionen Passagieren.",
    "Natriumhydroxid (NaOH) hat eine molare Masse von 40,00 g/mol und schmilzt bei 323 °C. "
    "Es löst sich unter starker Wärmeentwicklung in Wasser: Bei 20 °C löst ein Liter Wasser etwa 1090 Gramm. "
    "Der Stoff ist unter der CAS-Nummer 1310-73-2 registriert. "
    "Der Großteil wird im Chloralkali-Verfahren hergestellt, bei dem auch Chlor und Wasserstoff entstehen.",
    "Am 14. September 2023 erhöhte der EZB-Rat die drei Leitzinsen der Europäischen Zentralbank um 25 Basispunkte. "
    "Der Zinssatz für die Einlagefazilität stieg auf 4,00 Prozent, den höchsten Stand seit der Einführung des Euro im Jahr 1999. "
    "Auf der Pressekonferenz in Frankfurt sagte Präsidentin Christine Lagarde, dass Zinsen, die lange genug auf diesem Niveau gehalten würden, einen erheblichen Beitrag zur Rückkehr der Inflation zum Zielwert von 2 Prozent leisten würden. "
    "Die Projektionen der Fachleute sahen für 2023 eine durchschnittliche Inflation von 5,6 Prozent vor.",
    "Die Universität Bologna, gegründet 1088, gilt oft als die älteste ununterbrochen bestehende Universität der westlichen Welt. "
    "Sie hat rund 90.000 Studierende an Standorten in Bologna, Cesena, Forlì, Ravenna und Rimini. "
    "1988 unterzeichneten zum 900-jährigen Jubiläum 430 Rektoren die Magna Charta Universitatum. "
    "Giovanni Molari ist seit dem 1. November 2021 Rektor.",
    "Der West Highland Way führt über 154 Kilometer von Milngavie nördlich von Glasgow nach Fort William. "
    "Er wurde 1980 als erster offiziell ausgewiesener Fernwanderweg Schottlands eröffnet. "
    "Jedes Jahr gehen etwa 36.000 Menschen den gesamten Weg, die meisten in sechs bis acht Tagen. "
    "Sein höchster Punkt liegt mit 550 Metern an der Devil's Staircase oberhalb von Glen Coe.",
    "Nintendo veröffentlichte The Legend of Zelda: Tears of the Kingdom am 12. Mai 2023 für die Nintendo Switch. "
    "Das Spiel verkaufte sich in den ersten drei Tagen weltweit 10 Millionen Mal. "
    "Regie führte Hidemaro Fujibayashi, Produzent war Eiji Aonuma. "
    "Zum Start kostete es in den Vereinigten Staaten 69,99 US-Dollar – als erstes von Nintendo veröffentlichtes Switch-Spiel zu diesem Preis.",
    "Die schwedische Gruppe ABBA gewann am 6. April 1974 in Brighton mit dem Lied „Waterloo“ den Eurovision Song Contest. "
    "Die Gruppe bestand aus Agnetha Fältskog, Björn Ulvaeus, Benny Andersson und Anni-Frid Lyngstad. "
    "Ihr Album Voyage, erschienen im November 2021, war ihr erstes Studioalbum seit 40 Jahren. "
    "Die Konzertreihe ABBA Voyage startete am 27. Mai 2022 in London in einer eigens errichteten Arena für 3000 Personen.",
    "Django 5.0 wurde am 4. Dezember 2023 von der Django Software Foundation veröffentlicht. "
    "Die Version führt über die neue Feldoption db_default von der Datenbank berechnete Standardwerte ein und vereinfacht das Rendern von Formularen mit der Methode as_field_group(). "
    "Django 4.2, eine Version mit Langzeitunterstützung, erhält bis April 2026 Sicherheitsupdates. "
    "Release-Manager war Mariusz Felisiak.",
]

SOURCES["pt"] = [
    "O RabbitMQ 3.13 foi lançado em 22 de fevereiro de 2024 pela equipe VMware Tanzu da Broadcom. "
    "A versão disponibiliza o Khepri, um novo armazenamento de metadados baseado no algoritmo de consenso Raft, como recurso experimental. "
    "O tamanho máximo padrão das mensagens foi reduzido de 512 MiB para 128 MiB. "
    "Usuários das filas espelhadas clássicas devem migrar para filas de quórum antes de atualizar para o RabbitMQ 4.0.",
    "O terremoto de Lisboa atingiu a cidade em 1º de novembro de 1755, Dia de Todos os Santos, e foi seguido por um tsunami e por incêndios que duraram cinco dias. "
    "Os historiadores estimam que entre 30.000 e 50.000 pessoas morreram na cidade. "
    "O Marquês de Pombal liderou a reconstrução, e o novo bairro da Baixa foi traçado pelos engenheiros Manuel da Maia e Eugénio dos Santos. "
    "A Praça do Comércio foi construída no local do destruído Paço da Ribeira.",
    "O Borussia Dortmund conquistou a Liga dos Campeões da UEFA em 28 de maio de 1997, ao vencer a Juventus por 3 a 1 na final disputada no Estádio Olímpico de Munique. "
    "Karl-Heinz Riedle marcou duas vezes, e Lars Ricken fez o terceiro gol 16 segundos depois de entrar como substituto. "
    "A equipe era treinada por Ottmar Hitzfeld. "
    "O Signal Iduna Park, estádio do clube, comporta 81.365 espectadores em jogos do campeonato.",
    "O Aeroporto de Copenhague movimentou 30,3 milhões de passageiros em 2019, um recorde na época. "
    "A Scandinavian Airlines respondeu por cerca de 38% do tráfego. "
    "Em 3 de abril de 2023, o aeroporto inaugurou o Pier E, cuja construção custou 1,2 bilhão de coroas dinamarquesas. "
    "O presidente-executivo, Peter Krogsgaard, disse que o aeroporto esperava 27 milhões de passageiros em 2023.",
    "O hidróxido de sódio (NaOH) tem massa molar de 40,00 g/mol e funde a 323 °C. "
    "Dissolve-se em água com forte liberação de calor: a 20 °C, um litro de água dissolve cerca de 1.090 gramas. "
    "A substância está registrada sob o número CAS 1310-73-2. "
    "A maior parte é produzida pelo processo cloro-álcali, que também gera cloro e hidrogênio.",
    "Em 14 de setembro de 2023, o Conselho do Banco Central Europeu elevou suas três taxas de juros básicas em 25 pontos-base. "
    "A taxa da facilidade de depósito subiu para 4,00%, o nível mais alto desde a introdução do euro, em 1999. "
    "Na entrevista coletiva em Frankfurt, a presidente Christine Lagarde afirmou que juros mantidos nesses níveis por tempo suficiente contribuiriam substancialmente para o retorno da inflação à meta de 2%. "
    "As projeções dos técnicos apontavam inflação média de 5,6% em 2023.",
    "A Universidade de Bolonha, fundada em 1088, é frequentemente descrita como a universidade em funcionamento contínuo mais antiga do mundo ocidental. "
    "Tem cerca de 90 mil estudantes em campi em Bolonha, Cesena, Forlì, Ravena e Rímini. "
    "Em 1988, em seu 900º aniversário, 430 reitores assinaram a Magna Charta Universitatum. "
    "Giovanni Molari é reitor desde 1º de novembro de 2021.",
    "A West Highland Way se estende por 154 quilômetros, de Milngavie, ao norte de Glasgow, até Fort William. "
    "Foi inaugurada em 1980 como a primeira rota de longa distância oficialmente designada da Escócia. "
    "Cerca de 36 mil pessoas percorrem a trilha inteira a cada ano, a maioria em seis a oito dias. "
    "Seu ponto mais alto, a 550 metros, fica na Devil's Staircase, acima de Glen Coe.",
    "A Nintendo lançou The Legend of Zelda: Tears of the Kingdom em 12 de maio de 2023 para o Nintendo Switch. "
    "O jogo vendeu 10 milhões de cópias no mundo todo em seus três primeiros dias. "
    "Foi dirigido por Hidemaro Fujibayashi e produzido por Eiji Aonuma. "
    "No lançamento, custava US$ 69,99 nos Estados Unidos, o primeiro jogo de Switch publicado pela Nintendo a esse preço.",
    'O grupo sueco ABBA venceu o Festival Eurovisão da Canção em 6 de abril de 1974, em Brighton, com a canção "Waterloo". '
    "O grupo era formado por Agnetha Fältskog, Björn Ulvaeus, Benny Andersson e Anni-Frid Lyngstad. "
    "O álbum Voyage, lançado em novembro de 2021, foi o primeiro álbum de estúdio do grupo em 40 anos. "
    "A residência de shows ABBA Voyage estreou em Londres em 27 de maio de 2022, em uma arena construída especialmente para 3 mil pessoas.",
    "O Django 5.0 foi lançado em 4 de dezembro de 2023 pela Django Software Foundation. "
    "Ele introduz valores padrão calculados pelo banco de dados por meio da nova opção de campo db_default e uma renderização de formulários mais simples com o método as_field_group(). "
    "O Django 4.2, uma versão com suporte de longo prazo, receberá atualizações de segurança até abril de 2026. "
    "Mariusz Felisiak foi o gerente de lançamento.",
]

# ---------------------------------------------------------------- ANSWER SENTENCES
# each: src (1-based), and one text per language
SENTS = [
    dict(
        src=1,
        en="RabbitMQ 3.13 was released on 22 February 2024 [1].",
        it="RabbitMQ 3.13 è stato rilasciato il 22 febbraio 2024 [1].",
        id="RabbitMQ 3.13 dirilis pada 22 Februari 2024 [1].",
        es="RabbitMQ 3.13 se publicó el 22 de febrero de 2024 [1].",
        fr="RabbitMQ 3.13 a été publié le 22 février 2024 [1].",
        de="RabbitMQ 3.13 wurde am 22. Februar 2024 veröffentlicht [1].",
        pt="O RabbitMQ 3.13 foi lançado em 22 de fevereiro de 2024 [1].",
    ),
    dict(
        src=1,
        en="The default maximum message size was lowered from 512 MiB to 128 MiB [1].",
        it="La dimensione massima predefinita dei messaggi è stata ridotta da 512 MiB a 128 MiB [1].",
        id="Ukuran pesan maksimum bawaan diturunkan dari 512 MiB menjadi 128 MiB [1].",
        es="El tamaño máximo predeterminado de los mensajes se redujo de 512 MiB a 128 MiB [1].",
        fr="La taille maximale par défaut des messages a été abaissée de 512 Mio à 128 Mio [1].",
        de="Die standardmäßige maximale Nachrichtengröße wurde von 512 MiB auf 128 MiB gesenkt [1].",
        pt="O tamanho máximo padrão das mensagens foi reduzido de 512 MiB para 128 MiB [1].",
    ),
    dict(
        src=2,
        en="The earthquake struck Lisbon on 1 November 1755, and between 30,000 and 50,000 people died in the city [2].",
        it="Il terremoto colpì Lisbona il 1º novembre 1755, e in città morirono tra le 30.000 e le 50.000 persone [2].",
        id="Gempa bumi melanda Lisboa pada 1 November 1755, dan antara 30.000 dan 50.000 orang tewas di kota tersebut [2].",
        es="El terremoto sacudió Lisboa el 1 de noviembre de 1755, y en la ciudad murieron entre 30.000 y 50.000 personas [2].",
        fr=f"Le séisme frappa Lisbonne le 1er novembre 1755, et entre 30{NN}000 et 50{NN}000 personnes périrent dans la ville [2].",
        de="Das Erdbeben traf Lissabon am 1. November 1755, und in der Stadt starben zwischen 30.000 und 50.000 Menschen [2].",
        pt="O terremoto atingiu Lisboa em 1º de novembro de 1755, e entre 30 mil e 50 mil pessoas morreram na cidade [2].",
    ),
    dict(
        src=2,
        en="The Marquis of Pombal led the reconstruction, and the Baixa district was laid out by Manuel da Maia and Eugénio dos Santos [2].",
        it="Il marchese di Pombal guidò la ricostruzione, e il quartiere della Baixa fu progettato da Manuel da Maia ed Eugénio dos Santos [2].",
        id="Marquis Pombal memimpin rekonstruksi, dan distrik Baixa dirancang oleh Manuel da Maia dan Eugénio dos Santos [2].",
        es="El marqués de Pombal dirigió la reconstrucción, y el barrio de la Baixa fue trazado por Manuel da Maia y Eugénio dos Santos [2].",
        fr="Le marquis de Pombal dirigea la reconstruction, et le quartier de la Baixa fut tracé par Manuel da Maia et Eugénio dos Santos [2].",
        de="Der Marquis von Pombal leitete den Wiederaufbau, und das Viertel Baixa wurde von Manuel da Maia und Eugénio dos Santos geplant [2].",
        pt="O Marquês de Pombal liderou a reconstrução, e o bairro da Baixa foi traçado por Manuel da Maia e Eugénio dos Santos [2].",
    ),
    dict(
        src=3,
        en="Borussia Dortmund beat Juventus 3–1 in the final in Munich on 28 May 1997 [3].",
        it="Il Borussia Dortmund batté la Juventus per 3-1 nella finale di Monaco di Baviera il 28 maggio 1997 [3].",
        id="Borussia Dortmund mengalahkan Juventus 3–1 di final di München pada 28 Mei 1997 [3].",
        es="El Borussia Dortmund venció 3-1 a la Juventus en la final de Múnich el 28 de mayo de 1997 [3].",
        fr="Le Borussia Dortmund battit la Juventus 3-1 en finale à Munich le 28 mai 1997 [3].",
        de="Borussia Dortmund besiegte Juventus Turin am 28. Mai 1997 im Finale in München mit 3:1 [3].",
        pt="O Borussia Dortmund venceu a Juventus por 3 a 1 na final em Munique, em 28 de maio de 1997 [3].",
    ),
    dict(
        src=3,
        en="Lars Ricken scored the third goal 16 seconds after coming on, and the team was coached by Ottmar Hitzfeld [3].",
        it="Lars Ricken segnò il terzo gol 16 secondi dopo essere entrato, e la squadra era allenata da Ottmar Hitzfeld [3].",
        id="Lars Ricken mencetak gol ketiga 16 detik setelah masuk, dan tim tersebut dilatih oleh Ottmar Hitzfeld [3].",
        es="Lars Ricken marcó el tercer gol 16 segundos después de entrar, y el equipo estaba dirigido por Ottmar Hitzfeld [3].",
        fr="Lars Ricken marqua le troisième but 16 secondes après son entrée en jeu, et l'équipe était entraînée par Ottmar Hitzfeld [3].",
        de="Lars Ricken erzielte das dritte Tor 16 Sekunden nach seiner Einwechslung, und Trainer der Mannschaft war Ottmar Hitzfeld [3].",
        pt="Lars Ricken fez o terceiro gol 16 segundos depois de entrar, e a equipe era treinada por Ottmar Hitzfeld [3].",
    ),
    dict(
        src=3,
        en="Signal Iduna Park holds 81,365 spectators for league matches [3].",
        it="Il Signal Iduna Park ha una capienza di 81.365 spettatori per le partite di campionato [3].",
        id="Signal Iduna Park menampung 81.365 penonton untuk pertandingan liga [3].",
        es="El Signal Iduna Park tiene capacidad para 81.365 espectadores en los partidos de liga [3].",
        fr=f"Le Signal Iduna Park accueille 81{NN}365 spectateurs pour les matchs de championnat [3].",
        de="Der Signal Iduna Park fasst bei Ligaspielen 81.365 Zuschauer [3].",
        pt="O Signal Iduna Park comporta 81.365 espectadores em jogos do campeonato [3].",
    ),
    dict(
        src=4,
        en="Copenhagen Airport handled 30.3 million passengers in 2019, and Scandinavian Airlines accounted for about 38% of the traffic [4].",
        it="L'aeroporto di Copenaghen ha gestito 30,3 milioni di passeggeri nel 2019, e Scandinavian Airlines rappresentava circa il 38% del traffico [4].",
        id="Bandar Udara Kopenhagen melayani 30,3 juta penumpang pada 2019, dan Scandinavian Airlines menyumbang sekitar 38% dari lalu lintasnya [4].",
        es="El aeropuerto de Copenhague registró 30,3 millones de pasajeros en 2019, y Scandinavian Airlines representó alrededor del 38 % del tráfico [4].",
        fr=f"L'aéroport de Copenhague a accueilli 30,3 millions de passagers en 2019, et Scandinavian Airlines représentait environ 38{NB}% du trafic [4].",
        de="Im Jahr 2019 fertigte der Flughafen Kopenhagen 30,3 Millionen Passagiere ab, und auf Scandinavian Airlines entfielen etwa 38 Prozent des Verkehrs [4].",
        pt="O Aeroporto de Copenhague movimentou 30,3 milhões de passageiros em 2019, e a Scandinavian Airlines respondeu por cerca de 38% do tráfego [4].",
    ),
    dict(
        src=4,
        en="On 3 April 2023 the airport opened Pier E, which cost DKK 1.2 billion [4].",
        it="Il 3 aprile 2023 l'aeroporto ha inaugurato il Pier E, costato 1,2 miliardi di corone danesi [4].",
        id="Pada 3 April 2023 bandara tersebut membuka Pier E, yang menelan biaya 1,2 miliar kroner Denmark [4].",
        es="El 3 de abril de 2023 el aeropuerto inauguró el Pier E, que costó 1200 millones de coronas danesas [4].",
        fr="Le 3 avril 2023, l'aéroport a inauguré le Pier E, qui a coûté 1,2 milliard de couronnes danoises [4].",
        de="Am 3. April 2023 eröffnete der Flughafen den Pier E, der 1,2 Milliarden Dänische Kronen kostete [4].",
        pt="Em 3 de abril de 2023, o aeroporto inaugurou o Pier E, que custou 1,2 bilhão de coroas dinamarquesas [4].",
    ),
    dict(
        src=5,
        en="Sodium hydroxide melts at 323 °C, has a molar mass of 40.00 g/mol and is listed under CAS number 1310-73-2 [5].",
        it="L'idrossido di sodio fonde a 323 °C, ha una massa molare di 40,00 g/mol ed è registrato con il numero CAS 1310-73-2 [5].",
        id="Natrium hidroksida meleleh pada suhu 323 °C, memiliki massa molar 40,00 g/mol, dan terdaftar dengan nomor CAS 1310-73-2 [5].",
        es="El hidróxido de sodio funde a 323 °C, tiene una masa molar de 40,00 g/mol y figura con el número CAS 1310-73-2 [5].",
        fr="L'hydroxyde de sodium fond à 323 °C, a une masse molaire de 40,00 g/mol et est enregistré sous le numéro CAS 1310-73-2 [5].",
        de="Natriumhydroxid schmilzt bei 323 °C, hat eine molare Masse von 40,00 g/mol und ist unter der CAS-Nummer 1310-73-2 registriert [5].",
        pt="O hidróxido de sódio funde a 323 °C, tem massa molar de 40,00 g/mol e está registrado sob o número CAS 1310-73-2 [5].",
    ),
    dict(
        src=6,
        en="On 14 September 2023 the European Central Bank raised its three key interest rates by 25 basis points, bringing the deposit facility rate to 4.00% [6].",
        it="Il 14 settembre 2023 la Banca centrale europea ha alzato i tre tassi di interesse di riferimento di 25 punti base, portando il tasso sui depositi al 4,00% [6].",
        id="Pada 14 September 2023 Bank Sentral Eropa menaikkan tiga suku bunga acuannya sebesar 25 basis poin, sehingga suku bunga fasilitas simpanan menjadi 4,00% [6].",
        es="El 14 de septiembre de 2023 el Banco Central Europeo subió sus tres tipos de interés oficiales en 25 puntos básicos, con lo que el tipo de la facilidad de depósito quedó en el 4,00 % [6].",
        fr=f"Le 14 septembre 2023, la Banque centrale européenne a relevé ses trois taux directeurs de 25 points de base, portant le taux de la facilité de dépôt à 4,00{NB}% [6].",
        de="Am 14. September 2023 erhöhte die Europäische Zentralbank ihre drei Leitzinsen um 25 Basispunkte, womit der Zinssatz für die Einlagefazilität auf 4,00 Prozent stieg [6].",
        pt="Em 14 de setembro de 2023, o Banco Central Europeu elevou suas três taxas de juros básicas em 25 pontos-base, levando a taxa da facilidade de depósito a 4,00% [6].",
    ),
    dict(
        src=6,
        en="At the press conference in Frankfurt, Christine Lagarde referred to the 2% inflation target [6].",
        it="Nella conferenza stampa a Francoforte, Christine Lagarde ha fatto riferimento all'obiettivo di inflazione del 2% [6].",
        id="Dalam konferensi pers di Frankfurt, Christine Lagarde menyinggung target inflasi 2% [6].",
        es="En la rueda de prensa de Fráncfort, Christine Lagarde se refirió al objetivo de inflación del 2 % [6].",
        fr=f"Lors de la conférence de presse à Francfort, Christine Lagarde a évoqué l'objectif d'inflation de 2{NB}% [6].",
        de="Auf der Pressekonferenz in Frankfurt verwies Christine Lagarde auf das Inflationsziel von 2 Prozent [6].",
        pt="Na entrevista coletiva em Frankfurt, Christine Lagarde mencionou a meta de inflação de 2% [6].",
    ),
    dict(
        src=7,
        en="The University of Bologna, founded in 1088, has about 90,000 students [7].",
        it="L'Università di Bologna, fondata nel 1088, conta circa 90.000 studenti [7].",
        id="Universitas Bologna, yang didirikan pada 1088, memiliki sekitar 90.000 mahasiswa [7].",
        es="La Universidad de Bolonia, fundada en 1088, cuenta con unos 90.000 estudiantes [7].",
        fr=f"L'université de Bologne, fondée en 1088, compte environ 90{NN}000 étudiants [7].",
        de="Die Universität Bologna, gegründet 1088, hat rund 90.000 Studierende [7].",
        pt="A Universidade de Bolonha, fundada em 1088, tem cerca de 90 mil estudantes [7].",
    ),
    dict(
        src=7,
        en="Giovanni Molari has been rector since 1 November 2021 [7].",
        it="Giovanni Molari è rettore dal 1º novembre 2021 [7].",
        id="Giovanni Molari menjabat sebagai rektor sejak 1 November 2021 [7].",
        es="Giovanni Molari es rector desde el 1 de noviembre de 2021 [7].",
        fr="Giovanni Molari est recteur depuis le 1er novembre 2021 [7].",
        de="Giovanni Molari ist seit dem 1. November 2021 Rektor [7].",
        pt="Giovanni Molari é reitor desde 1º de novembro de 2021 [7].",
    ),
    dict(
        src=8,
        en="The West Highland Way runs 154 kilometres from Milngavie to Fort William, and its highest point is at 550 metres on the Devil's Staircase [8].",
        it="La West Highland Way si snoda per 154 chilometri da Milngavie a Fort William, e il suo punto più alto si trova a 550 metri sulla Devil's Staircase [8].",
        id="West Highland Way membentang sejauh 154 kilometer dari Milngavie hingga Fort William, dan titik tertingginya berada pada ketinggian 550 meter di Devil's Staircase [8].",
        es="La West Highland Way recorre 154 kilómetros desde Milngavie hasta Fort William, y su punto más alto está a 550 metros, en la Devil's Staircase [8].",
        fr="Le West Highland Way s'étend sur 154 kilomètres de Milngavie à Fort William, et son point culminant se trouve à 550 mètres, sur le Devil's Staircase [8].",
        de="Der West Highland Way führt über 154 Kilometer von Milngavie nach Fort William, und sein höchster Punkt liegt mit 550 Metern an der Devil's Staircase [8].",
        pt="A West Highland Way se estende por 154 quilômetros de Milngavie a Fort William, e seu ponto mais alto fica a 550 metros, na Devil's Staircase [8].",
    ),
    dict(
        src=9,
        en="Tears of the Kingdom, directed by Hidemaro Fujibayashi, sold 10 million copies in its first three days and cost $69.99 in the United States [9].",
        it="Tears of the Kingdom, diretto da Hidemaro Fujibayashi, ha venduto 10 milioni di copie nei primi tre giorni e negli Stati Uniti costava 69,99 dollari [9].",
        id="Tears of the Kingdom, yang disutradarai oleh Hidemaro Fujibayashi, terjual 10 juta kopi dalam tiga hari pertama dan berharga US$69,99 di Amerika Serikat [9].",
        es="Tears of the Kingdom, dirigido por Hidemaro Fujibayashi, vendió 10 millones de copias en sus tres primeros días y costaba 69,99 dólares en Estados Unidos [9].",
        fr="Tears of the Kingdom, réalisé par Hidemaro Fujibayashi, s'est vendu à 10 millions d'exemplaires en trois jours et coûtait 69,99 dollars aux États-Unis [9].",
        de="Tears of the Kingdom, bei dem Hidemaro Fujibayashi Regie führte, verkaufte sich in den ersten drei Tagen 10 Millionen Mal und kostete in den Vereinigten Staaten 69,99 US-Dollar [9].",
        pt="Tears of the Kingdom, dirigido por Hidemaro Fujibayashi, vendeu 10 milhões de cópias em seus três primeiros dias e custava US$ 69,99 nos Estados Unidos [9].",
    ),
    dict(
        src=10,
        en="ABBA won the Eurovision Song Contest in Brighton on 6 April 1974, and the ABBA Voyage residency opened in London on 27 May 2022 [10].",
        it="Gli ABBA vinsero l'Eurovision Song Contest a Brighton il 6 aprile 1974, e la residency ABBA Voyage ha debuttato a Londra il 27 maggio 2022 [10].",
        id="ABBA memenangkan Kontes Lagu Eurovision di Brighton pada 6 April 1974, dan residensi ABBA Voyage dibuka di London pada 27 Mei 2022 [10].",
        es="ABBA ganó el Festival de la Canción de Eurovisión en Brighton el 6 de abril de 1974, y la residencia ABBA Voyage se estrenó en Londres el 27 de mayo de 2022 [10].",
        fr="ABBA a remporté le Concours Eurovision de la chanson à Brighton le 6 avril 1974, et la résidence ABBA Voyage a débuté à Londres le 27 mai 2022 [10].",
        de="ABBA gewann am 6. April 1974 in Brighton den Eurovision Song Contest, und die Konzertreihe ABBA Voyage startete am 27. Mai 2022 in London [10].",
        pt="O ABBA venceu o Festival Eurovisão da Canção em Brighton em 6 de abril de 1974, e a residência ABBA Voyage estreou em Londres em 27 de maio de 2022 [10].",
    ),
    dict(
        src=11,
        en="Django 5.0 introduced the db_default field option, and Django 4.2 will receive security updates until April 2026 [11].",
        it="Django 5.0 ha introdotto l'opzione di campo db_default, e Django 4.2 riceverà aggiornamenti di sicurezza fino ad aprile 2026 [11].",
        id="Django 5.0 memperkenalkan opsi field db_default, dan Django 4.2 akan menerima pembaruan keamanan hingga April 2026 [11].",
        es="Django 5.0 introdujo la opción de campo db_default, y Django 4.2 recibirá actualizaciones de seguridad hasta abril de 2026 [11].",
        fr="Django 5.0 a introduit l'option de champ db_default, et Django 4.2 recevra des mises à jour de sécurité jusqu'en avril 2026 [11].",
        de="Django 5.0 führte die Feldoption db_default ein, und Django 4.2 erhält bis April 2026 Sicherheitsupdates [11].",
        pt="O Django 5.0 introduziu a opção de campo db_default, e o Django 4.2 receberá atualizações de segurança até abril de 2026 [11].",
    ),
]


# ---------------------------------------------------------------- VARIANTS
# V(sentence_index0, kind, position, subs)
# subs: {"*": (old, new)} default for all 7 languages, per-language overrides.
# A tuple may carry a 3rd element: list of accepted spellings of the changed item
# as ragcite might list it (default: [new]).
def V(i, kind, pos, desc, **subs):
    if "_" in subs:
        subs["*"] = subs.pop("_")
    return dict(sent=i, kind=kind, pos=pos, desc=desc, subs=subs)


VARIANTS = [
    # s0 RabbitMQ
    V(0, "date", "mid", "day 22->23", _=("22", "23")),
    V(0, "date", "end", "year 2024->2023", _=("2024", "2023")),
    V(0, "number", "open", "version 3.13->3.12", _=("3.13", "3.12")),
    V(0, "name", "open", "product RabbitMQ->ActiveMQ", _=("RabbitMQ", "ActiveMQ")),
    # s1 message size
    V(1, "number", "after_prep", "512->256", _=("512", "256")),
    V(1, "number", "after_prep", "128->64", _=("128", "64")),
    # s2 Lisbon
    V(
        2,
        "name",
        "after_verb",
        "place Lisbon->Porto (exonym source)",
        en=("Lisbon", "Porto"),
        it=("Lisbona", "Porto"),
        id=("Lisboa", "Porto"),
        es=("Lisboa", "Oporto"),
        fr=("Lisbonne", "Porto"),
        de=("Lissabon", "Porto"),
        pt=("Lisboa", "Porto"),
    ),
    V(
        2,
        "date",
        "mid",
        "month November->December",
        en=("November", "December"),
        it=("novembre", "dicembre"),
        id=("November", "Desember"),
        es=("noviembre", "diciembre"),
        fr=("novembre", "décembre"),
        de=("November", "Dezember"),
        pt=("novembro", "dezembro"),
    ),
    V(2, "date", "mid", "year 1755->1756", _=("1755", "1756")),
    V(
        2,
        "number",
        "mid",
        "50,000->70,000",
        en=("50,000", "70,000"),
        it=("50.000", "70.000"),
        id=("50.000", "70.000"),
        es=("50.000", "70.000"),
        fr=(f"50{NN}000", f"70{NN}000"),
        de=("50.000", "70.000"),
        pt=("50 mil", "70 mil", ["70 mil", "70000", "70.000"]),
    ),
    # s3 Pombal
    V(3, "name", "open_multiword", "Marquis of Pombal->of Alorna", _=("Pombal", "Alorna")),
    V(
        3,
        "name",
        "after_prep",
        "person Manuel da Maia->Carlos Mardel",
        _=("Manuel da Maia", "Carlos Mardel"),
    ),
    V(3, "name", "in_multiword", "Eugénio dos Santos->Eugénio dos Reis", _=("Santos", "Reis")),
    V(3, "name", "mid", "district Baixa->Alfama", _=("Baixa", "Alfama")),
    # s4 Dortmund final
    V(
        4,
        "name",
        "open",
        "club Borussia Dortmund->Bayer Leverkusen",
        _=("Borussia Dortmund", "Bayer Leverkusen"),
    ),
    V(
        4,
        "name",
        "mid",
        "club Juventus->Ajax",
        _=("Juventus", "Ajax"),
        de=("Juventus Turin", "Ajax Amsterdam"),
    ),
    V(
        4,
        "name",
        "after_prep",
        "place Munich->Berlin (exonym)",
        en=("Munich", "Berlin"),
        it=("Monaco di Baviera", "Berlino"),
        id=("München", "Berlin"),
        es=("Múnich", "Berlín"),
        fr=("Munich", "Berlin"),
        de=("München", "Berlin"),
        pt=("Munique", "Berlim"),
    ),
    V(4, "date", "mid", "day 28->21", _=("28", "21")),
    V(
        4,
        "number",
        "mid",
        "score 3-1->2-1",
        en=("3–1", "2–1", ["2"]),
        it=("3-1", "2-1", ["2"]),
        id=("3–1", "2–1", ["2"]),
        es=("3-1", "2-1", ["2"]),
        fr=("3-1", "2-1", ["2"]),
        de=("3:1", "2:1", ["2"]),
        pt=("3 a 1", "2 a 1", ["2"]),
    ),
    # s5 Ricken
    V(5, "name", "open", "person Lars Ricken->Lars Möller (surname)", _=("Ricken", "Möller")),
    V(5, "number", "mid", "16 seconds->26", _=("16", "26")),
    V(
        5,
        "name",
        "after_prep",
        "coach Ottmar Hitzfeld->Jürgen Klopp",
        _=("Ottmar Hitzfeld", "Jürgen Klopp"),
    ),
    # s6 stadium
    V(
        6,
        "number",
        "mid",
        "81,365->80,365",
        en=("81,365", "80,365"),
        it=("81.365", "80.365"),
        id=("81.365", "80.365"),
        es=("81.365", "80.365"),
        fr=(f"81{NN}365", f"80{NN}365"),
        de=("81.365", "80.365"),
        pt=("81.365", "80.365"),
    ),
    V(
        6,
        "name",
        "open",
        "stadium Signal Iduna Park->Allianz Arena",
        _=("Signal Iduna Park", "Allianz Arena"),
    ),
    # s7 Copenhagen
    V(
        7,
        "name",
        "open_multiword",
        "Copenhagen->Stockholm (exonym)",
        en=("Copenhagen", "Stockholm"),
        it=("Copenaghen", "Stoccolma"),
        id=("Kopenhagen", "Stockholm"),
        es=("Copenhague", "Estocolmo"),
        fr=("Copenhague", "Stockholm"),
        de=("Kopenhagen", "Stockholm"),
        pt=("Copenhague", "Estocolmo"),
    ),
    V(7, "number", "mid", "30.3 million->32.3", _=("30,3", "32,3"), en=("30.3", "32.3")),
    V(7, "number", "end", "38%->42%", _=("38", "42")),
    V(
        7,
        "name",
        "mid",
        "airline Scandinavian Airlines->Norwegian Air Shuttle",
        _=("Scandinavian Airlines", "Norwegian Air Shuttle"),
    ),
    V(7, "date", "mid", "year 2019->2018", _=("2019", "2018")),
    # s8 Pier E
    V(
        8,
        "date",
        "open",
        "month April->March",
        en=("April", "March"),
        it=("aprile", "marzo"),
        id=("April", "Maret"),
        es=("abril", "marzo"),
        fr=("avril", "mars"),
        de=("April", "März"),
        pt=("abril", "março"),
    ),
    V(
        8,
        "number",
        "end",
        "DKK 1.2 bn->1.5 bn",
        _=("1,2", "1,5"),
        en=("1.2", "1.5"),
        es=("1200", "1500"),
    ),
    V(
        8,
        "date",
        "open",
        "day 3->5",
        en=("3 April", "5 April", ["5"]),
        it=("3 aprile", "5 aprile", ["5"]),
        id=("3 April", "5 April", ["5"]),
        es=("3 de abril", "5 de abril", ["5"]),
        fr=("3 avril", "5 avril", ["5"]),
        de=("3. April", "5. April", ["5"]),
        pt=("3 de abril", "5 de abril", ["5"]),
    ),
    # s9 NaOH
    V(9, "number", "mid", "323 °C->318 °C", _=("323", "318")),
    V(9, "number", "mid", "40.00 g/mol->42.00", _=("40,00", "42,00"), en=("40.00", "42.00")),
    V(9, "code", "end", "CAS 1310-73-2->1310-58-3", _=("1310-73-2", "1310-58-3")),
    # s10 ECB
    V(10, "date", "open", "day 14->21", _=("14", "21")),
    V(
        10,
        "date",
        "open",
        "month September->October",
        en=("September", "October"),
        it=("settembre", "ottobre"),
        id=("September", "Oktober"),
        es=("septiembre", "octubre"),
        fr=("septembre", "octobre"),
        de=("September", "Oktober"),
        pt=("setembro", "outubro"),
    ),
    V(10, "number", "mid", "25 bp->50 bp", _=("25", "50")),
    V(10, "number", "end", "4.00%->4.25%", _=("4,00", "4,25"), en=("4.00", "4.25")),
    V(
        10,
        "name",
        "translated_institution",
        "ECB->Bank of England",
        en=("European Central Bank", "Bank of England"),
        it=("Banca centrale europea", "Banca d'Inghilterra"),
        id=("Bank Sentral Eropa", "Bank of England"),
        es=("Banco Central Europeo", "Banco de Inglaterra"),
        fr=("Banque centrale européenne", "Banque d'Angleterre"),
        de=("Europäische Zentralbank", "Bank of England"),
        pt=("Banco Central Europeu", "Banco da Inglaterra"),
    ),
    # s11 Lagarde
    V(
        11,
        "name",
        "after_prep",
        "place Frankfurt->Brussels (exonym)",
        en=("Frankfurt", "Brussels"),
        it=("Francoforte", "Bruxelles"),
        id=("Frankfurt", "Brussel"),
        es=("Fráncfort", "Bruselas"),
        fr=("Francfort", "Bruxelles"),
        de=("Frankfurt", "Brüssel"),
        pt=("Frankfurt", "Bruxelas"),
    ),
    V(
        11,
        "name",
        "mid",
        "person Christine Lagarde->Isabel Schnabel",
        _=("Christine Lagarde", "Isabel Schnabel"),
    ),
    V(
        11,
        "number",
        "end",
        "2%->3%",
        _=("2%", "3%", ["3"]),
        es=("2 %", "3 %", ["3"]),
        fr=(f"2{NB}%", f"3{NB}%", ["3"]),
        de=("2 Prozent", "3 Prozent", ["3"]),
    ),
    V(11, "name", "in_multiword", "Lagarde->Lambert (first name kept)", _=("Lagarde", "Lambert")),
    # s12 Bologna
    V(
        12,
        "name",
        "in_translated_institution",
        "Bologna->Padua (exonym)",
        en=("Bologna", "Padua"),
        it=("Bologna", "Padova"),
        id=("Bologna", "Padua"),
        es=("Bolonia", "Padua"),
        fr=("Bologne", "Padoue"),
        de=("Bologna", "Padua"),
        pt=("Bolonha", "Pádua"),
    ),
    V(12, "date", "mid", "year 1088->1222", _=("1088", "1222")),
    V(
        12,
        "number",
        "end",
        "90,000->60,000",
        en=("90,000", "60,000"),
        it=("90.000", "60.000"),
        id=("90.000", "60.000"),
        es=("90.000", "60.000"),
        fr=(f"90{NN}000", f"60{NN}000"),
        de=("90.000", "60.000"),
        pt=("90 mil", "60 mil", ["60 mil", "60000", "60.000"]),
    ),
    # s13 Molari
    V(
        13,
        "name",
        "open",
        "person Giovanni Molari->Francesco Ubertini",
        _=("Giovanni Molari", "Francesco Ubertini"),
    ),
    V(13, "name", "open_multiword", "Molari->Moretti (first name kept)", _=("Molari", "Moretti")),
    V(13, "date", "end", "year 2021->2015", _=("2021", "2015")),
    V(
        13,
        "date",
        "end",
        "month November->October",
        en=("November", "October"),
        it=("novembre", "ottobre"),
        id=("November", "Oktober"),
        es=("noviembre", "octubre"),
        fr=("novembre", "octobre"),
        de=("November", "Oktober"),
        pt=("novembro", "outubro"),
    ),
    # s14 West Highland Way
    V(14, "number", "mid", "154 km->134 km", _=("154", "134")),
    V(14, "number", "mid", "550 m->650 m", _=("550", "650")),
    V(14, "name", "after_prep", "place Milngavie->Drymen", _=("Milngavie", "Drymen")),
    V(14, "name", "in_multiword", "Fort William->Fort Augustus", _=("William", "Augustus")),
    V(
        14,
        "name",
        "open",
        "trail West Highland Way->Great Glen Way",
        _=("West Highland Way", "Great Glen Way"),
    ),
    # s15 Zelda
    V(
        15,
        "name",
        "after_prep",
        "person Hidemaro Fujibayashi->Hidetaka Miyazaki",
        _=("Hidemaro Fujibayashi", "Hidetaka Miyazaki"),
    ),
    V(15, "number", "mid", "10 million->12 million", _=("10 ", "12 ", ["12"])),
    V(15, "number", "end", "$69.99->$59.99", _=("69,99", "59,99"), en=("69.99", "59.99")),
    V(
        15,
        "name",
        "open",
        "product Tears of the Kingdom->Breath of the Wild",
        _=("Tears of the Kingdom", "Breath of the Wild"),
    ),
    V(
        15,
        "name",
        "after_prep",
        "country United States->Canada",
        en=("in the United States", "in Canada", ["Canada"]),
        it=("negli Stati Uniti", "in Canada", ["Canada"]),
        id=("di Amerika Serikat", "di Kanada", ["Kanada"]),
        es=("en Estados Unidos", "en Canadá", ["Canadá"]),
        fr=("aux États-Unis", "au Canada", ["Canada"]),
        de=("in den Vereinigten Staaten", "in Kanada", ["Kanada"]),
        pt=("nos Estados Unidos", "no Canadá", ["Canadá"]),
    ),
    # s16 ABBA
    V(
        16,
        "name",
        "after_prep",
        "place Brighton->Stockholm",
        _=("Brighton", "Stockholm"),
        it=("Brighton", "Stoccolma"),
        es=("Brighton", "Estocolmo"),
        pt=("Brighton", "Estocolmo"),
    ),
    V(16, "date", "mid", "year 1974->1975", _=("1974", "1975")),
    V(
        16,
        "name",
        "after_prep",
        "place London->Manchester (exonym source)",
        en=("London", "Manchester"),
        it=("Londra", "Manchester"),
        id=("London", "Manchester"),
        es=("Londres", "Mánchester"),
        fr=("Londres", "Manchester"),
        de=("London", "Manchester"),
        pt=("Londres", "Manchester"),
    ),
    V(16, "date", "end", "day 27->26", _=("27", "26")),
    V(
        16,
        "name",
        "open",
        "band ABBA->Brotherhood of Man (opening)",
        en=("ABBA won", "Brotherhood of Man won", ["Brotherhood of Man"]),
        it=("Gli ABBA vinsero", "I Brotherhood of Man vinsero", ["Brotherhood of Man"]),
        id=("ABBA memenangkan", "Brotherhood of Man memenangkan", ["Brotherhood of Man"]),
        es=("ABBA ganó", "Brotherhood of Man ganó", ["Brotherhood of Man"]),
        fr=("ABBA a remporté", "Brotherhood of Man a remporté", ["Brotherhood of Man"]),
        de=("ABBA gewann", "Brotherhood of Man gewann", ["Brotherhood of Man"]),
        pt=("O ABBA venceu", "O Brotherhood of Man venceu", ["Brotherhood of Man"]),
    ),
    # s17 Django
    V(17, "code", "mid", "db_default->db_comment", _=("db_default", "db_comment")),
    V(17, "date", "end", "year 2026->2027", _=("2026", "2027")),
    V(17, "number", "mid", "version 4.2->3.2", _=("4.2", "3.2")),
    V(17, "number", "open", "version 5.0->5.1", _=("5.0", "5.1")),
    V(
        17,
        "date",
        "end",
        "month April->June",
        en=("April", "June"),
        it=("aprile", "giugno"),
        id=("April", "Juni"),
        es=("abril", "junio"),
        fr=("avril", "juin"),
        de=("April", "Juni"),
        pt=("abril", "junho"),
    ),
]

# ---------------------------------------------------------------- LABELS (for cause categorisation only)
# Translated forms of names that appear in faithful translations, with the
# convention they follow. Used only to label failures after the run.
NAME_CONVENTIONS = {
    "exonym": [
        "Lisbona",
        "Lisboa",
        "Lisbonne",
        "Lissabon",
        "Monaco di Baviera",
        "Monaco",
        "Baviera",
        "Múnich",
        "München",
        "Munique",
        "Copenaghen",
        "Kopenhagen",
        "Copenhague",
        "Francoforte",
        "Fráncfort",
        "Francfort",
        "Bolonia",
        "Bologne",
        "Bolonha",
        "Londra",
        "Londres",
    ],
    "translated institution/title": [
        "Banca centrale europea",
        "Bank Sentral Eropa",
        "Banco Central Europeo",
        "Banque centrale européenne",
        "Europäische Zentralbank",
        "Banco Central Europeu",
        "Università",
        "Universitas",
        "Universidad",
        "Université",
        "Universität",
        "Universidade",
        "Aeroporto",
        "Bandar Udara",
        "Aeropuerto",
        "Aéroport",
        "Flughafen",
        "Marchese",
        "Marqués",
        "Marquês",
        "Marquis",
        "Kontes Lagu Eurovision",
        "Festival de la Canción de Eurovisión",
        "Concours Eurovision",
        "Festival Eurovisão da Canção",
        "Eurovisión",
        "Eurovisão",
        "Stati Uniti",
        "Amerika Serikat",
        "Estados Unidos",
        "États-Unis",
        "Vereinigten Staaten",
        "Europea",
        "Europeo",
        "Europeu",
        "Eropa",
        "Zentralbank",
        "Sentral",
    ],
    "translation convention (Juventus Turin)": ["Turin", "Juventus Turin"],
}
