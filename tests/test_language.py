"""Answer language detection (ragcite.text.language)."""

from __future__ import annotations

import pytest

from ragcite.text.language import detect


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "The hnsw.ef_search parameter sets the size of the candidate list and it defaults "
            "to 40.",
            "en",
        ),
        (
            "Il parametro ef_search imposta la dimensione della lista dei candidati e il valore "
            "predefinito è 40.",
            "it",
        ),
        (
            "Parameter ef_search menentukan ukuran daftar kandidat yang digunakan dan nilai "
            "bawaannya adalah 40.",
            "id",
        ),
        (
            "El parámetro ef_search define el tamaño de la lista de candidatos y su valor por "
            "defecto es 40.",
            "es",
        ),
        (
            "Le paramètre ef_search définit la taille de la liste des candidats et sa valeur "
            "par défaut est 40.",
            "fr",
        ),
        (
            "Der Parameter ef_search legt die Größe der Kandidatenliste fest und der "
            "Standardwert ist 40.",
            "de",
        ),
        (
            "O parâmetro ef_search define o tamanho da lista de candidatos e o valor padrão é 40.",
            "pt",
        ),
        ("ef_searchパラメータは候補リストのサイズを設定し、デフォルト値は40です。", "ja"),
        ("ef_search参数设置候选列表的大小，默认值为40。", "zh"),
        ("ef_search 매개변수는 후보 목록의 크기를 설정하며 기본값은 40입니다.", "ko"),
    ],
)
def test_detect(text: str, language: str) -> None:
    assert detect(text) == language


def test_default_is_english() -> None:
    assert detect("") == "en"
    assert detect("HNSW 40 IVFFlat") == "en"
    assert detect("de la") == "en"  # two weak votes are not enough to leave English


def test_english_with_a_few_japanese_words_stays_english() -> None:
    assert detect("The Japanese word 検索 means search, and the index is fast.") == "en"


def test_long_text_is_sampled() -> None:
    text = "Il parametro predefinito è 40 e la lista dei candidati è grande. " * 2000
    assert detect(text) == "it"
