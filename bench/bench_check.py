"""Time ``ragcite.check`` on the Vertex-maximum input: 200 sources × 10,000 characters and
a 4,096-token answer with a citation marker on most sentences.

    python bench/bench_check.py [--runs 21] [--seed 7] [--language en|it] [--dump DIR]

Vertex AI check grounding accepts up to 200 facts of 10,000 characters and an answer of up
to 4,096 tokens; ragcite should check that much in a blink (issue 5: ≤ 60 ms median in
CPython). The input is built deterministically (``random.Random(seed)``):

- sources: prose drawn from a Zipf-distributed vocabulary (common technical words plus
  ~20,000 synthetic rare words), with stop words, numbers (``1,544``, ``3.5%``, ``40``)
  and capitalised names, cut to exactly 10,000 characters each, pasted as a JSON array;
- answer: sentences paraphrased from a random sentence of a random source (words dropped
  and replaced, so support varies), until 4,096 tokens' worth of characters (~4 characters
  per token in en/it, ~1.5 in ja); 85% carry the right marker ``[n]``, 5% a wrong one (so
  better-source searches run), 10% none; a courtesy line at each end.

Prints the median and p95 of ``runs`` warm checks, the cold first check and the median
of a few cold checks, then the median time of each pipeline stage and of the support
stage's parts. *Warm* keeps only the vocabulary caches (word -> Snowball stem, word ->
inflection guesses), as a long-lived process or the web worker does across checks of
different answers; caches keyed by the input's own sentences are cleared before every
timed check. *Cold* empties every cache first.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pycore"))

import ragcite  # noqa: E402
from ragcite.model import Citation, Sentence, Source  # noqa: E402
from ragcite.options import Options  # noqa: E402
from ragcite.read import jsontext  # noqa: E402
from ragcite.text import claims, inflections, source_words, stems, words  # noqa: E402
from ragcite.verify import support  # noqa: E402
from ragcite.verify import vocabulary as source_vocabulary  # noqa: E402
from ragcite.verify.support import claim as support_claim  # noqa: E402
from ragcite.verify.support import index as support_index  # noqa: E402

SOURCES = 200
SOURCE_CHARS = 10_000
ANSWER_TOKENS = 4_096


@dataclass(frozen=True)
class Lang:
    common: str
    """Frequent content words (the head of the Zipf curve), space-separated."""
    function: str
    """Stop words mixed in (40% of the words)."""
    syllables: str
    """Pieces for ~20,000 synthetic rare words (the long tail)."""
    courtesy: tuple[str, str]
    chars_per_token: float
    """To size a 4,096-token answer: ~4 for English-like text, ~1.5 for Japanese."""
    sep: str = " "
    end: str = "."


LANGS = {
    "en": Lang(
        common="""index vector search query distance cosine similarity graph layer node edge
        recall latency memory storage table column row database server client request
        response model token embedding dimension operator parameter default value list
        candidate build insert update delete scan filter result score threshold cluster
        partition shard replica cache buffer page disk file format schema type function
        method class object array string number integer float precision error warning
        limit size speed cost time version release feature option setting config user
        document source answer citation quote claim support check report text sentence
        word language percent byte bit block segment chunk retrieval ranking engine
        pipeline stage worker thread process allocation compression""",
        function="the a of to in and is for with that on by as it this are from be at or an",
        syllables="ka ro mi ten sal vor qui de lan tis per on gra bel fu zen cor al ist ment",
        courtesy=("Here is what I found.", "I hope this helps!"),
        chars_per_token=4,
    ),
    "it": Lang(
        common="""indice vettore ricerca interrogazione distanza coseno somiglianza grafo
        livello nodo richiamo latenza memoria archiviazione tabella colonna riga database
        server risposta modello embedding dimensione operatore parametro valore
        predefinito lista candidato costruzione inserimento aggiornamento filtro
        risultato punteggio soglia partizione replica pagina disco formato funzione
        metodo oggetto numero precisione errore avviso limite velocità costo tempo
        versione opzione utente documento fonte citazione affermazione supporto controllo
        testo frase parola lingua città qualità proprietà""",
        function="il la di che e un una per con del della sono è non le in al più",
        syllables="ca ro mi ten sal vo qui de lan ti per on gra bel fu zè cor al is men",
        courtesy=("Ecco cosa ho trovato.", "Spero che questo ti sia utile!"),
        chars_per_token=4,
    ),
    "ja": Lang(
        common="""インデックス ベクトル 検索 距離 類似度 グラフ 階層 ノード 再現率 遅延 メモリ
        ストレージ テーブル 列 行 データベース サーバー 応答 モデル 埋め込み 次元 演算子
        パラメータ 既定値 候補 構築 挿入 更新 削除 結果 閾値 分割 複製 キャッシュ 形式
        関数 数値 精度 警告 上限 速度 費用 時間 版 設定 利用者 文書 出典 引用 主張 確認""",
        function="は が の を に で と も から まで です ます",
        syllables="カ ロ ミ テン サル ヴォ キ デ ラン ティ ペル オン グラ ベル フ ゼン コル アル",
        courtesy=("以下が見つかった情報です。", "お役に立てれば幸いです。"),
        chars_per_token=1.5,
        sep="",
        end="。",
    ),
}
NAMES = [
    "Kate Winslet",
    "James Cameron",
    "Leonardo DiCaprio",
    "HNSW",
    "IVFFlat",
    "PostgreSQL",
    "Vertex",
    "Brad Pitt",
    "Ada Lovelace",
    "Grace Hopper",
]
NUMBERS = ["40", "1,544", "3.5%", "16,000", "64", "2019", "0.6", "200", "8"]


def vocabulary(rng: random.Random, lang: Lang) -> list[str]:
    """Common words first, then synthetic rare ones: ranks for a Zipf draw."""
    pieces = lang.syllables.split()
    rare = sorted(
        {"".join(rng.choice(pieces) for _ in range(rng.randint(2, 4))) for _ in range(24_000)}
    )
    rng.shuffle(rare)
    return lang.common.split() + rare[:20_000]


def build_input(seed: int, language: str = "en") -> tuple[str, str]:
    """Sources (a JSON array of 200 strings of 10,000 chars) and the answer."""
    rng = random.Random(seed)
    lang = LANGS[language]
    vocab = vocabulary(rng, lang)
    cum, total = [], 0.0
    for rank in range(len(vocab)):
        total += 1 / (rank + 1)
        cum.append(total)
    function = lang.function.split()

    def word() -> str:
        return vocab[bisect.bisect(cum, rng.random() * total)]

    def sentence() -> list[str]:
        out = []
        for i in range(rng.randint(8, 24)):
            roll = rng.random()
            if roll < 0.4:
                out.append(rng.choice(function))
            elif roll < 0.42:
                out.append(rng.choice(NUMBERS))
            elif roll < 0.44 and i > 0:
                out.append(rng.choice(NAMES))
            else:
                out.append(word())
        return out

    def text(words: list[str]) -> str:
        joined = lang.sep.join(words)
        return joined[:1].upper() + joined[1:]

    sources: list[list[list[str]]] = []
    for _ in range(SOURCES):
        parts: list[list[str]] = []
        length = 0
        while length < SOURCE_CHARS:
            parts.append(sentence())
            length += len(text(parts[-1])) + 2
        sources.append(parts)
    texts = [" ".join(text(p) + lang.end for p in parts)[:SOURCE_CHARS] for parts in sources]

    answer = [lang.courtesy[0]]
    length, target = 0, ANSWER_TOKENS * lang.chars_per_token
    while length < target:
        n = rng.randrange(SOURCES)
        # A paraphrase of one sentence of source n: words dropped and replaced.
        kept = [
            w if rng.random() > 0.15 else word()
            for w in rng.choice(sources[n])
            if rng.random() > 0.2
        ][:18] or [word()]
        roll = rng.random()
        marker = (
            f" [{n + 1}]"
            if roll < 0.85
            else f" [{rng.randrange(SOURCES) + 1}]"
            if roll < 0.90
            else ""
        )
        answer.append(text(kept) + marker + lang.end)
        length += len(answer[-1]) + 1
    answer.append(lang.courtesy[1])
    return json.dumps(texts, ensure_ascii=False), " ".join(answer)


def clear_answer_caches() -> None:
    """Caches keyed by the answer's own sentences."""
    words.terms.cache_clear()
    claims.claim_text.cache_clear()
    claims.blank_markers.cache_clear()


def clear_per_input_caches() -> None:
    """Caches keyed by the input: cleared before every timed check, so that repeating the
    same input measures a new check, not a cache hit."""
    clear_answer_caches()
    jsontext.clear_cache()  # the pasted JSON, decoded once per check
    source_vocabulary.clear()  # the source sets seen, and their inverted indexes


def clear_caches() -> None:
    """Also the vocabulary caches (Snowball stems, inflection guesses): a cold start."""
    clear_per_input_caches()
    stems._STEM_CACHE.clear()
    inflections.variants.cache_clear()


def check_fresh(sources: str, answer: str) -> object:
    clear_per_input_caches()
    return ragcite.check(sources, answer)


def check_same_sources(sources: str, answer: str) -> object:
    """A check whose sources the last check had (a keystroke in the answer, the next
    answer of a batch): the answer's caches are cleared, the sources' kept."""
    clear_answer_caches()
    return ragcite.check(sources, answer)


def timed(fn: Callable[[], object], runs: int, cpu: list[float] | None = None) -> list[float]:
    """Wall-clock ms per run; with ``cpu``, also this process's CPU ms per run (on a busy
    machine wall time includes waiting for a core, CPU time does not)."""
    out = []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        out.append((time.perf_counter() - start) * 1000)
        if cpu is not None:
            cpu.append((time.process_time() - start_cpu) * 1000)
    return out


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def stage_times(sources: str, answer: str, runs: int) -> dict[str, float]:
    from ragcite import pipeline

    samples: dict[str, list[float]] = {}
    for _ in range(runs):
        clear_per_input_caches()
        state = pipeline.State(sources, answer, Options())
        for name, stage in pipeline.STAGES:
            start = time.perf_counter()
            stage(state)
            samples.setdefault(name, []).append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        pipeline.build_report(state)
        samples.setdefault("build report", []).append((time.perf_counter() - start) * 1000)
    return {name: statistics.median(values) for name, values in samples.items()}


def support_parts(sources: str, answer: str, runs: int) -> dict[str, float]:
    """The support stage's own parts, on the sentences the pipeline produced."""
    from ragcite import pipeline

    state = pipeline.State(sources, answer, Options())
    for name, stage in pipeline.STAGES:
        if name == "score support":
            break
        stage(state)
    srcs: list[Source] = state.source_set.sources
    sentences: list[Sentence] = state.sentences
    citations: list[Citation] = state.citations
    lang = state.language
    claim_sentences = [s for s in sentences if s.is_claim]
    # CJK sources are read for their Latin words only; their bigrams are read as ints.
    tokenize = source_words.latin_source_tokens if lang in stems.CJK else source_words.source_tokens

    def make_claims() -> list[support._Claim]:
        return [support_claim._claim(s, lang, []) for s in claim_sentences]

    built = make_claims()
    parts = {
        "language.detect": timed(lambda: ragcite.text.language.detect(state.answer.text), runs),
        "claims.classify (all sentences)": timed(
            lambda: [claims.classify(s.text, lang, bool(s.citations)) for s in sentences], runs
        ),
        "claim units (terms + numbers)": timed(make_claims, runs),
        "source tokens (split only)": timed(lambda: [tokenize(s.text) for s in srcs], runs),
        "index build, new sources (tokens, inverted index, stem)": timed(
            lambda: (source_vocabulary.clear(), support_index._Index(srcs, built, lang)), runs
        ),
        "index build, same sources": timed(lambda: support_index._Index(srcs, built, lang), runs),
        "score_support (whole stage, new sources)": timed(
            lambda: (
                source_vocabulary.clear(),
                support.score_support(sentences, citations, srcs, Options(), lang),
            ),
            runs,
        ),
    }
    return {name: statistics.median(values) for name, values in parts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--language", choices=sorted(LANGS), default="en")
    parser.add_argument("--dump", type=Path, help="write sources.json and answer.txt here")
    args = parser.parse_args()

    sources, answer = build_input(args.seed, args.language)
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
        (args.dump / "sources.json").write_text(sources, encoding="utf-8")
        (args.dump / "answer.txt").write_text(answer, encoding="utf-8")

    clear_caches()
    start = time.perf_counter()
    report = ragcite.check(sources, answer)
    cold = (time.perf_counter() - start) * 1000
    claims_n = sum(s.is_claim for s in report.sentences)
    cited_n = sum(bool(s.citations) for s in report.sentences)
    print(
        f"input: {len(report.sources)} sources, {len(json.loads(sources)[0]):,} chars each; "
        f"answer {len(answer):,} chars, {len(answer.split()):,} words, "
        f"{len(report.sentences)} sentences ({claims_n} claims, {cited_n} with a marker), "
        f"language {report.language}"
    )
    print(
        f"result: answer_support {report.answer_support}, "
        f"relevant_uncited {len(report.relevant_uncited_sources)}, "
        f"better sources suggested "
        f"{sum(1 for s in report.sentences if s.support and s.support.better_source)}"
    )
    machine = f"python {sys.version.split()[0]} on {sys.platform}"
    if sys.platform != "emscripten":  # Pyodide reports no real cores or load
        machine += f", {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}"
    print(machine)
    print(f"check, cold (first run, empty stem cache): {cold:.1f} ms")

    warm_cpu: list[float] = []
    warm = timed(lambda: check_fresh(sources, answer), args.runs, warm_cpu)
    print(
        f"check, warm, {args.runs} runs: median {statistics.median(warm):.1f} ms, "
        f"p95 {p95(warm):.1f} ms, min {min(warm):.1f} ms "
        f"(CPU time: median {statistics.median(warm_cpu):.1f} ms)"
    )

    same_cpu: list[float] = []
    same = timed(lambda: check_same_sources(sources, answer), args.runs, same_cpu)
    print(
        f"check, same sources (the answer's caches cleared), {args.runs} runs: median "
        f"{statistics.median(same):.1f} ms (CPU time: median {statistics.median(same_cpu):.1f} ms)"
    )

    cold_runs = []
    for _ in range(max(3, args.runs // 4)):
        clear_caches()
        cold_runs.append(timed(lambda: ragcite.check(sources, answer), 1)[0])
    print(f"check, cold, {len(cold_runs)} runs: median {statistics.median(cold_runs):.1f} ms")

    print("pipeline stages (median ms):")
    for name, value in stage_times(sources, answer, max(5, args.runs // 2)).items():
        print(f"  {name:<48} {value:7.2f}")
    print("support parts (median ms):")
    for name, value in support_parts(sources, answer, max(5, args.runs // 2)).items():
        print(f"  {name:<48} {value:7.2f}")


if __name__ == "__main__":
    main()
