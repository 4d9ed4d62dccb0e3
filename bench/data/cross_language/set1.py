# ruff: noqa: E501
"""Probe data: English sources, answer sentences and faithful translations."""

NB = "\u00a0"  # no-break space
NN = "\u202f"  # narrow no-break space

SOURCES_EN = [
    # [1] medicine / drug label
    "Zantrova (ivabradine extended-release) is indicated for adults with chronic heart failure and a resting "
    "heart rate of at least 75 beats per minute. The recommended starting dose is 5 mg twice daily, increased "
    "to 7.5 mg twice daily after 2 weeks if tolerated. In the SHIFT-2 trial, which enrolled 6,558 patients in "
    "37 countries, hospital admissions for worsening heart failure fell by 26%. The European Medicines Agency "
    "(EMA) approved Zantrova on 14 October 2019. Full prescribing information is available at "
    "https://www.zantrova-info.eu/label.",
    # [2] law / regulation
    "The General Data Protection Regulation (GDPR), Regulation (EU) 2016/679, was adopted on 27 April 2016 and "
    "has applied since 25 May 2018. Fines can reach €20 million or 4% of a company's total worldwide annual "
    "turnover, whichever is higher. Controllers must notify the supervisory authority of a personal data breach "
    "within 72 hours of becoming aware of it. In May 2023 the Irish Data Protection Commission fined Meta "
    "Platforms €1.2 billion over transfers of user data to the United States.",
    # [3] finance
    "Nordvik Shipping ASA reported revenue of $3.4 billion for fiscal year 2022, up 18% from 2021. Net profit "
    "rose to $412 million, and the company operated 64 vessels with about 2,300 employees at year end. Chief "
    "executive Ingrid Solberg announced a dividend of NOK 7.50 per share, payable on June 15, 2023. The annual "
    "report can be downloaded from nordvik.com/investors.",
    # [4] history
    "The Panama Canal opened on August 15, 1914, after ten years of construction led by the United States. The "
    "canal is 82 kilometres long, and its locks lift ships 26 metres above sea level. About 5,600 workers died "
    "during the American construction period. In 1977 Jimmy Carter and Omar Torrijos signed the treaties under "
    "which control passed to Panama on 31 Dec. 1999.",
    # [5] geography / travel
    "Mount Kilimanjaro in Tanzania rises to 5,895 metres and is the highest mountain in Africa. Most climbers "
    "use the Machame route, which usually takes 6 or 7 days. Park fees at Kilimanjaro National Park are about "
    "US$70 per person per day. The first recorded ascent was made by Hans Meyer and Ludwig Purtscheller on "
    "6 October 1889.",
    # [6] sports
    "Eliud Kipchoge won the 2022 Berlin Marathon in 2:01:09, breaking his own world record by 30 seconds. In "
    "October 2019 he ran 1:59:40 in Vienna, but the event was not eligible for records. Kipchoge was born on "
    "Nov. 5, 1984 in Kapsisiywa, Kenya. He won Olympic gold in the marathon at Rio de Janeiro in 2016 and "
    "Tokyo in 2021.",
    # [7] cooking
    "For a classic Neapolitan pizza dough, mix 1 kg of tipo 00 flour with 650 ml of water, 25 g of salt and "
    "3 g of fresh yeast. Let the dough rise for 24 hours at about 18 °C. Bake at 430–480 °C for 60 to 90 "
    "seconds. These rules are set by the Associazione Verace Pizza Napoletana, founded in Naples in 1984.",
    # [8] astronomy
    "The James Webb Space Telescope was launched on 25 December 2021 aboard an Ariane 5 rocket from Kourou, "
    "French Guiana. Its primary mirror is 6.5 metres wide and made of 18 hexagonal gold-coated beryllium "
    "segments. Webb orbits the Sun near the second Lagrange point (L2), about 1.5 million kilometres from "
    "Earth. The mission, led by NASA with ESA and the Canadian Space Agency, cost roughly $10 billion.",
]

# source index (1-based) of each answer sentence
CITE = [1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 8]

EN = [
    "The recommended starting dose of Zantrova is 5 mg twice a day, increased to 7.5 mg after two weeks [1].",
    "In the SHIFT-2 trial, which included 6,558 patients from 37 countries, hospital admissions for worsening heart failure fell by 26% [1].",
    "The European Medicines Agency (EMA) approved Zantrova on 14 October 2019 [1].",
    "The GDPR has applied since 25 May 2018, and fines can reach €20 million or 4% of worldwide annual turnover [2].",
    "In May 2023 the Irish Data Protection Commission fined Meta Platforms €1.2 billion [2].",
    "Nordvik Shipping reported revenue of $3.4 billion for 2022, 18% more than in 2021 [3].",
    "Chief executive Ingrid Solberg announced a dividend of NOK 7.50 per share, payable on June 15, 2023 [3].",
    "The Panama Canal, which is 82 kilometres long, opened on August 15, 1914, after ten years of construction [4].",
    "In 1977 Jimmy Carter and Omar Torrijos signed the treaties under which the canal passed to Panama on 31 December 1999 [4].",
    "At 5,895 metres, Kilimanjaro in Tanzania is the highest mountain in Africa [5].",
    "The first recorded ascent was made on 6 October 1889 by Hans Meyer and Ludwig Purtscheller [5].",
    "Eliud Kipchoge won the 2022 Berlin Marathon in 2:01:09, beating his own world record by 30 seconds [6].",
    "Kipchoge, born on 5 November 1984 in Kenya, won Olympic marathon gold in Rio de Janeiro in 2016 and in Tokyo in 2021 [6].",
    "The dough is made from 1 kg of flour, 650 ml of water, 25 g of salt and 3 g of fresh yeast, and it is baked at 430–480 °C for 60 to 90 seconds [7].",
    "The James Webb Space Telescope was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana [8].",
    "Its primary mirror is 6.5 metres wide, and Webb orbits about 1.5 million kilometres from Earth [8].",
]

TR = {}

TR["it"] = [
    "La dose iniziale raccomandata di Zantrova è di 5 mg due volte al giorno, da aumentare a 7,5 mg dopo due settimane [1].",
    "Nello studio SHIFT-2, che ha coinvolto 6.558 pazienti di 37 paesi, i ricoveri ospedalieri per peggioramento dello scompenso cardiaco sono diminuiti del 26% [1].",
    "L'Agenzia europea per i medicinali (EMA) ha approvato Zantrova il 14 ottobre 2019 [1].",
    "Il GDPR si applica dal 25 maggio 2018 e le sanzioni possono arrivare a 20 milioni di euro o al 4% del fatturato annuo mondiale [2].",
    "Nel maggio 2023 la Commissione irlandese per la protezione dei dati ha inflitto a Meta Platforms una multa di 1,2 miliardi di euro [2].",
    "Nordvik Shipping ha registrato ricavi per 3,4 miliardi di dollari nel 2022, il 18% in più rispetto al 2021 [3].",
    "L'amministratrice delegata Ingrid Solberg ha annunciato un dividendo di 7,50 NOK per azione, pagabile il 15 giugno 2023 [3].",
    "Il Canale di Panama, lungo 82 chilometri, fu inaugurato il 15 agosto 1914, dopo dieci anni di lavori [4].",
    "Nel 1977 Jimmy Carter e Omar Torrijos firmarono i trattati in base ai quali il canale passò a Panama il 31 dicembre 1999 [4].",
    "Con i suoi 5.895 metri, il Kilimangiaro, in Tanzania, è la montagna più alta dell'Africa [5].",
    "La prima ascensione documentata fu compiuta il 6 ottobre 1889 da Hans Meyer e Ludwig Purtscheller [5].",
    "Eliud Kipchoge ha vinto la Maratona di Berlino 2022 in 2:01:09, migliorando di 30 secondi il proprio record mondiale [6].",
    "Kipchoge, nato il 5 novembre 1984 in Kenya, ha vinto l'oro olimpico nella maratona a Rio de Janeiro nel 2016 e a Tokyo nel 2021 [6].",
    "L'impasto si prepara con 1 kg di farina, 650 ml d'acqua, 25 g di sale e 3 g di lievito fresco, e la pizza cuoce a 430–480 °C per 60-90 secondi [7].",
    "Il James Webb Space Telescope è stato lanciato il 25 dicembre 2021 con un razzo Ariane 5 da Kourou, nella Guyana francese [8].",
    "Il suo specchio primario è largo 6,5 metri e Webb orbita a circa 1,5 milioni di chilometri dalla Terra [8].",
]

TR["id"] = [
    "Dosis awal Zantrova yang dianjurkan adalah 5 mg dua kali sehari, dinaikkan menjadi 7,5 mg setelah dua minggu [1].",
    "Dalam uji klinis SHIFT-2 yang melibatkan 6.558 pasien dari 37 negara, rawat inap akibat gagal jantung yang memburuk turun 26% [1].",
    "Badan Obat Eropa (EMA) menyetujui Zantrova pada 14 Oktober 2019 [1].",
    "GDPR berlaku sejak 25 Mei 2018, dan dendanya dapat mencapai 20 juta euro atau 4% dari omzet tahunan global [2].",
    "Pada Mei 2023, Komisi Perlindungan Data Irlandia menjatuhkan denda sebesar 1,2 miliar euro kepada Meta Platforms [2].",
    "Nordvik Shipping membukukan pendapatan sebesar US$3,4 miliar pada 2022, naik 18% dibandingkan 2021 [3].",
    "Direktur utama Ingrid Solberg mengumumkan dividen sebesar NOK 7,50 per saham yang akan dibayarkan pada 15 Juni 2023 [3].",
    "Terusan Panama, yang panjangnya 82 kilometer, dibuka pada 15 Agustus 1914 setelah sepuluh tahun pembangunan [4].",
    "Pada 1977, Jimmy Carter dan Omar Torrijos menandatangani perjanjian yang menyerahkan terusan itu kepada Panama pada 31 Desember 1999 [4].",
    "Dengan ketinggian 5.895 meter, Kilimanjaro di Tanzania merupakan gunung tertinggi di Afrika [5].",
    "Pendakian pertama yang tercatat dilakukan pada 6 Oktober 1889 oleh Hans Meyer dan Ludwig Purtscheller [5].",
    "Eliud Kipchoge menjuarai Berlin Marathon 2022 dengan waktu 2:01:09, memperbaiki rekor dunianya sendiri sebanyak 30 detik [6].",
    "Kipchoge, yang lahir pada 5 November 1984 di Kenya, meraih emas maraton Olimpiade di Rio de Janeiro pada 2016 dan di Tokyo pada 2021 [6].",
    "Adonan dibuat dari 1 kg tepung, 650 ml air, 25 g garam, dan 3 g ragi segar, lalu dipanggang pada suhu 430–480 °C selama 60 hingga 90 detik [7].",
    "Teleskop Luar Angkasa James Webb diluncurkan pada 25 Desember 2021 dengan roket Ariane 5 dari Kourou, Guyana Prancis [8].",
    "Cermin utamanya selebar 6,5 meter, dan Webb mengorbit sekitar 1,5 juta kilometer dari Bumi [8].",
]

TR["es"] = [
    "La dosis inicial recomendada de Zantrova es de 5 mg dos veces al día, que se aumenta a 7,5 mg al cabo de dos semanas [1].",
    "En el ensayo SHIFT-2, que incluyó a 6558 pacientes de 37 países, los ingresos hospitalarios por empeoramiento de la insuficiencia cardíaca se redujeron un 26 % [1].",
    "La Agencia Europea de Medicamentos (EMA) aprobó Zantrova el 14 de octubre de 2019 [1].",
    "El RGPD se aplica desde el 25 de mayo de 2018, y las multas pueden alcanzar los 20 millones de euros o el 4 % del volumen de negocio anual mundial [2].",
    "En mayo de 2023, la Comisión de Protección de Datos de Irlanda impuso a Meta Platforms una multa de 1200 millones de euros [2].",
    "Nordvik Shipping declaró unos ingresos de 3400 millones de dólares en 2022, un 18 % más que en 2021 [3].",
    "La consejera delegada, Ingrid Solberg, anunció un dividendo de 7,50 coronas noruegas por acción, pagadero el 15 de junio de 2023 [3].",
    "El canal de Panamá, de 82 kilómetros de longitud, se inauguró el 15 de agosto de 1914, tras diez años de obras [4].",
    "En 1977, Jimmy Carter y Omar Torrijos firmaron los tratados por los que el canal pasó a Panamá el 31 de diciembre de 1999 [4].",
    "Con sus 5895 metros, el Kilimanjaro, en Tanzania, es la montaña más alta de África [5].",
    "La primera ascensión documentada la realizaron el 6 de octubre de 1889 Hans Meyer y Ludwig Purtscheller [5].",
    "Eliud Kipchoge ganó el Maratón de Berlín de 2022 con un tiempo de 2:01:09, mejorando en 30 segundos su propio récord mundial [6].",
    "Kipchoge, nacido el 5 de noviembre de 1984 en Kenia, ganó el oro olímpico en maratón en Río de Janeiro en 2016 y en Tokio en 2021 [6].",
    "La masa se prepara con 1 kg de harina, 650 ml de agua, 25 g de sal y 3 g de levadura fresca, y se hornea a 430-480 °C durante 60 a 90 segundos [7].",
    "El telescopio espacial James Webb se lanzó el 25 de diciembre de 2021 a bordo de un cohete Ariane 5 desde Kourou, en la Guayana Francesa [8].",
    "Su espejo primario mide 6,5 metros de ancho, y el Webb orbita a unos 1,5 millones de kilómetros de la Tierra [8].",
]

TR["fr"] = [
    "La dose initiale recommandée de Zantrova est de 5 mg deux fois par jour, portée à 7,5 mg au bout de deux semaines [1].",
    "Dans l'essai SHIFT-2, qui a inclus 6"
    + NN
    + "558 patients dans 37 pays, les hospitalisations pour aggravation de l'insuffisance cardiaque ont diminué de 26"
    + NB
    + "% [1].",
    "L'Agence européenne des médicaments (EMA) a approuvé Zantrova le 14 octobre 2019 [1].",
    "Le RGPD s'applique depuis le 25 mai 2018, et les amendes peuvent atteindre 20 millions d'euros ou 4"
    + NB
    + "% du chiffre d'affaires annuel mondial [2].",
    "En mai 2023, la Commission irlandaise de protection des données a infligé à Meta Platforms une amende de 1,2 milliard d'euros [2].",
    "Nordvik Shipping a publié un chiffre d'affaires de 3,4 milliards de dollars pour 2022, en hausse de 18 % par rapport à 2021 [3].",
    "La directrice générale, Ingrid Solberg, a annoncé un dividende de 7,50 NOK par action, payable le 15 juin 2023 [3].",
    "Le canal de Panama, long de 82 kilomètres, a été inauguré le 15 août 1914, après dix ans de travaux [4].",
    "En 1977, Jimmy Carter et Omar Torrijos ont signé les traités en vertu desquels le canal est passé sous le contrôle du Panama le 31 décembre 1999 [4].",
    "Culminant à 5 895 mètres, le Kilimandjaro, en Tanzanie, est la plus haute montagne d'Afrique [5].",
    "La première ascension attestée a été réalisée le 6 octobre 1889 par Hans Meyer et Ludwig Purtscheller [5].",
    "Eliud Kipchoge a remporté le marathon de Berlin 2022 en 2 h 01 min 09 s, améliorant de 30 secondes son propre record du monde [6].",
    "Kipchoge, né le 5 novembre 1984 au Kenya, a remporté l'or olympique du marathon à Rio de Janeiro en 2016 et à Tokyo en 2021 [6].",
    "La pâte se prépare avec 1 kg de farine, 650 ml d'eau, 25 g de sel et 3 g de levure fraîche, puis cuit à 430-480 °C pendant 60 à 90 secondes [7].",
    "Le télescope spatial James Webb a été lancé le 25 décembre 2021 par une fusée Ariane 5 depuis Kourou, en Guyane française [8].",
    "Son miroir primaire mesure 6,5 mètres de large, et Webb orbite à environ 1,5 million de kilomètres de la Terre [8].",
]

TR["de"] = [
    "Die empfohlene Anfangsdosis von Zantrova beträgt zweimal täglich 5 mg und wird nach zwei Wochen auf 7,5 mg erhöht [1].",
    "In der Studie SHIFT-2 mit 6.558 Patienten aus 37 Ländern sanken die Krankenhauseinweisungen wegen einer Verschlechterung der Herzinsuffizienz um 26 % [1].",
    "Die Europäische Arzneimittel-Agentur (EMA) ließ Zantrova am 14. Oktober 2019 zu [1].",
    "Die DSGVO gilt seit dem 25. Mai 2018, und Bußgelder können bis zu 20 Millionen Euro oder 4 % des weltweiten Jahresumsatzes betragen [2].",
    "Im Mai 2023 verhängte die irische Datenschutzkommission gegen Meta Platforms ein Bußgeld von 1,2 Milliarden Euro [2].",
    "Nordvik Shipping meldete für 2022 einen Umsatz von 3,4 Milliarden Dollar, 18 % mehr als 2021 [3].",
    "Vorstandschefin Ingrid Solberg kündigte eine Dividende von 7,50 NOK je Aktie an, zahlbar am 15. Juni 2023 [3].",
    "Der Panamakanal ist 82 Kilometer lang und wurde am 15. August 1914 nach zehn Jahren Bauzeit eröffnet [4].",
    "1977 unterzeichneten Jimmy Carter und Omar Torrijos die Verträge, nach denen der Kanal am 31. Dezember 1999 an Panama überging [4].",
    "Mit 5895 Metern ist der Kilimandscharo in Tansania der höchste Berg Afrikas [5].",
    "Die erste belegte Besteigung gelang am 6. Oktober 1889 Hans Meyer und Ludwig Purtscheller [5].",
    "Eliud Kipchoge gewann 2022 den Berlin-Marathon in 2:01:09 Stunden und verbesserte damit seinen eigenen Weltrekord um 30 Sekunden [6].",
    "Kipchoge, geboren am 5. November 1984 in Kenia, gewann olympisches Marathon-Gold 2016 in Rio de Janeiro und 2021 in Tokio [6].",
    "Der Teig wird aus 1 kg Mehl, 650 ml Wasser, 25 g Salz und 3 g frischer Hefe hergestellt und bei 430–480 °C 60 bis 90 Sekunden lang gebacken [7].",
    "Das James-Webb-Weltraumteleskop wurde am 25. Dezember 2021 mit einer Ariane-5-Rakete von Kourou in Französisch-Guayana aus gestartet [8].",
    "Sein Hauptspiegel ist 6,5 Meter breit, und Webb kreist in etwa 1,5 Millionen Kilometern Entfernung von der Erde [8].",
]

TR["pt"] = [
    "A dose inicial recomendada de Zantrova é de 5 mg duas vezes ao dia, aumentada para 7,5 mg após duas semanas [1].",
    "No estudo SHIFT-2, que incluiu 6.558 pacientes de 37 países, as internações por agravamento da insuficiência cardíaca caíram 26% [1].",
    "A Agência Europeia de Medicamentos (EMA) aprovou o Zantrova em 14 de outubro de 2019 [1].",
    "O RGPD se aplica desde 25 de maio de 2018, e as multas podem chegar a 20 milhões de euros ou 4% do faturamento anual mundial [2].",
    "Em maio de 2023, a Comissão de Proteção de Dados da Irlanda multou a Meta Platforms em 1,2 bilhão de euros [2].",
    "A Nordvik Shipping registrou receita de US$ 3,4 bilhões em 2022, 18% a mais que em 2021 [3].",
    "A CEO Ingrid Solberg anunciou um dividendo de NOK 7,50 por ação, a ser pago em 15 de junho de 2023 [3].",
    "O Canal do Panamá, com 82 quilômetros de extensão, foi inaugurado em 15 de agosto de 1914, após dez anos de obras [4].",
    "Em 1977, Jimmy Carter e Omar Torrijos assinaram os tratados pelos quais o canal passou ao Panamá em 31 de dezembro de 1999 [4].",
    "Com 5.895 metros, o Kilimanjaro, na Tanzânia, é a montanha mais alta da África [5].",
    "A primeira ascensão registrada foi feita em 6 de outubro de 1889 por Hans Meyer e Ludwig Purtscheller [5].",
    "Eliud Kipchoge venceu a Maratona de Berlim de 2022 em 2h01min09s, superando em 30 segundos seu próprio recorde mundial [6].",
    "Kipchoge, nascido em 5 de novembro de 1984 no Quênia, conquistou o ouro olímpico na maratona no Rio de Janeiro em 2016 e em Tóquio em 2021 [6].",
    "A massa é feita com 1 kg de farinha, 650 ml de água, 25 g de sal e 3 g de fermento fresco, e assada a 430–480 °C por 60 a 90 segundos [7].",
    "O Telescópio Espacial James Webb foi lançado em 25 de dezembro de 2021 a bordo de um foguete Ariane 5 a partir de Kourou, na Guiana Francesa [8].",
    "Seu espelho primário tem 6,5 metros de largura, e o Webb orbita a cerca de 1,5 milhão de quilômetros da Terra [8].",
]


# Change variants: per sentence, list of (kind, label, [(old, new), ...]).
# The first alternative found in the sentence is applied (first occurrence only);
# an optional third element restricts an alternative to some languages.
def _sp(a, b):
    """alternatives for a thousands-grouped number in all local formats"""
    out = []
    for sep in [",", ".", " ", NN, NB, ""]:
        out.append((a[0] + sep + a[1:], b[0] + sep + b[1:]))
    return out


CHANGES = [
    # 1
    [
        ("number", "7.5->8.5", [("7,5", "8,5"), ("7.5", "8.5")]),
        ("number", "5mg->10mg", [(" 5 mg", " 10 mg")]),
        ("name", "Zantrova->Ranexa", [("Zantrova", "Ranexa")]),
    ],
    # 2
    [
        ("number", "6558->6958", _sp("6558", "6958")),
        ("number", "26->29", [("26", "29")]),
        ("number", "37->47", [("37", "47")]),
        ("name", "SHIFT-2->BEAUTIFUL-2", [("SHIFT-2", "BEAUTIFUL-2")]),
    ],
    # 3
    [
        ("date", "day 14->17", [("14", "17")]),
        ("date", "2019->2018", [("2019", "2018")]),
        ("name", "EMA->FDA", [("EMA", "FDA")]),
        ("name", "Zantrova->Corlanor", [("Zantrova", "Corlanor")]),
    ],
    # 4
    [
        ("date", "2018->2017", [("2018", "2017")]),
        ("date", "day 25->26", [("25", "26")]),
        (
            "number",
            "20M->30M",
            [("€20", "€30"), ("20 mil", "30 mil"), ("20 Mil", "30 Mil"), ("20 juta", "30 juta")],
        ),
        # 25 also occurs in the source, but only as the day of "25 May 2018"
        (
            "number",
            "20M->25M (25 is a day elsewhere)",
            [("€20", "€25"), ("20 mil", "25 mil"), ("20 Mil", "25 Mil"), ("20 juta", "25 juta")],
        ),
        ("number", "4%->6%", [("4%", "6%"), ("4 %", "6 %"), ("4" + NB + "%", "6" + NB + "%")]),
    ],
    # 5
    [
        ("number", "1.2bn->1.5bn", [("1,2", "1,5"), ("1.2", "1.5"), ("1200", "1500")]),
        ("date", "2023->2022", [("2023", "2022")]),
        (
            "number",
            "billion->million",
            [
                ("billion", "million"),
                ("miliardi", "milioni"),
                ("milliards", "millions"),
                ("milliard", "million"),
                ("Milliarden", "Millionen"),
                ("bilhões", "milhões"),
                ("bilhão", "milhão"),
                ("miliar", "juta"),
            ],
        ),
        ("name", "Meta Platforms->Alphabet", [("Meta Platforms", "Alphabet")]),
    ],
    # 6
    [
        ("number", "3.4bn->3.9bn", [("3,4", "3,9"), ("3.4", "3.9"), ("3400", "3900")]),
        ("number", "18->21", [("18", "21")]),
        (
            "number",
            "billion->million",
            [
                ("billion", "million"),
                ("miliardi", "milioni"),
                ("milliards", "millions"),
                ("milliard", "million"),
                ("Milliarden", "Millionen"),
                ("bilhões", "milhões"),
                ("bilhão", "milhão"),
                ("miliar", "juta"),
            ],
        ),
        ("date", "2022->2020", [("2022", "2020")]),
        ("name-open", "Nordvik->Maersk", [("Nordvik", "Maersk")]),
    ],
    # 7
    [
        ("name", "Solberg->Halvorsen", [("Solberg", "Halvorsen")]),
        ("date", "day 15->18", [("15", "18")]),
        (
            "date",
            "June->July",
            [
                ("June", "July"),
                ("giugno", "luglio"),
                ("Juni", "Juli"),
                ("junio", "julio"),
                ("juin", "juillet"),
                ("junho", "julho"),
            ],
        ),
        ("number", "7.50->8.50", [("7,50", "8,50"), ("7.50", "8.50")]),
    ],
    # 8
    [
        ("date", "1914->1913", [("1914", "1913")]),
        (
            "date",
            "August->September",
            [
                ("August", "September"),
                ("agosto", "settembre", {"it"}),
                ("agosto", "septiembre", {"es"}),
                ("agosto", "setembro", {"pt"}),
                ("août", "septembre"),
                ("Agustus", "September"),
            ],
        ),
        ("number", "82->77", [("82", "77")]),
        (
            "numword",
            "ten->twelve",
            [
                ("ten ", "twelve "),
                ("dieci", "dodici"),
                ("diez", "doce"),
                ("dix ", "douze "),
                ("zehn", "zwölf"),
                ("dez ", "doze "),
                ("sepuluh", "dua belas"),
            ],
        ),
    ],
    # 9
    [
        ("date", "1999->2000", [("1999", "2000")]),
        ("date", "1977->1978", [("1977", "1978")]),
        ("name", "Omar Torrijos->Manuel Noriega", [("Omar Torrijos", "Manuel Noriega")]),
        ("name-open", "Jimmy Carter->Gerald Ford", [("Jimmy Carter", "Gerald Ford")]),
    ],
    # 10
    [
        ("number", "5895->5995", _sp("5895", "5995")),
        (
            "name",
            "Tanzania->Kenya",
            [
                ("Tanzanie", "Kenya"),
                ("Tansania", "Kenia"),
                ("Tanzânia", "Quênia"),
                ("Tanzania", "Kenya"),
            ],
        ),
    ],
    # 11
    [
        ("date", "1889->1898", [("1889", "1898")]),
        ("name", "Meyer->Fischer", [("Hans Meyer", "Hans Fischer")]),
        ("name", "Purtscheller->Brenner", [("Ludwig Purtscheller", "Ludwig Brenner")]),
    ],
    # 12
    [
        ("name-open", "Eliud Kipchoge->Kenenisa Bekele", [("Eliud Kipchoge", "Kenenisa Bekele")]),
        (
            "number",
            "2:01:09->2:02:09",
            [
                ("2:01:09", "2:02:09"),
                ("2 h 01 min 09 s", "2 h 02 min 09 s"),
                ("2h01min09s", "2h02min09s"),
            ],
        ),
        ("number", "30->45", [("30", "45")]),
        (
            "name",
            "Berlin->Chicago",
            [
                ("Berlino", "Chicago"),
                ("Berlín", "Chicago"),
                ("Berlim", "Chicago"),
                ("Berlin", "Chicago"),
            ],
        ),
    ],
    # 13
    [
        ("date", "1984->1985", [("1984", "1985")]),
        ("date", "2016->2012", [("2016", "2012")]),
        (
            "name",
            "Rio de Janeiro->Atlanta",
            [("Rio de Janeiro", "Atlanta"), ("Río de Janeiro", "Atlanta")],
        ),
        ("name-open", "Kipchoge->Bekele", [("Kipchoge", "Bekele")]),
    ],
    # 14
    [
        ("number", "650->750", [("650", "750")]),
        ("number", "25g->35g", [("25 g", "35 g")]),
        ("number", "480->450", [("480", "450")]),
        ("number", "90->120", [("90", "120")]),
    ],
    # 15
    [
        ("date", "day 25->24", [("25", "24")]),
        ("date", "2021->2020", [("2021", "2020")]),
        ("name", "Kourou->Baikonur", [("Kourou", "Baikonur")]),
        ("name", "Ariane->Vega", [("Ariane", "Vega")]),
    ],
    # 16
    [
        ("number", "6.5->8.5", [("6,5", "8,5"), ("6.5", "8.5")]),
        ("number", "1.5M->2.5M", [("1,5", "2,5"), ("1.5", "2.5")]),
        ("name", "Webb->Hubble", [("Webb", "Hubble")]),
    ],
]
