"""OpenAI-compatible chat completions (OpenAI, vLLM, llama.cpp server, DeepSeek, Ollama's
/v1, LM Studio...), whole or as the SSE stream; and llama.cpp's native ``/completion``.

Answer = ``choices[0].message.content``; streams concatenate ``choices[0].delta.content``
across ``data:`` events and end with ``data: [DONE]``. ``finish_reason`` arrives in a chunk
with an empty delta; usage in an extra chunk with ``choices: []``. Reasoning fields
(``reasoning_content``, ``reasoning``) are kept out of the checked text.
https://platform.openai.com/docs/api-reference/chat/object
"""

from __future__ import annotations

from typing import Any

from ..model import Answer, InputError, ReportWarning, Usage
from .base import Paste, Provider, answer_reader, as_dict, as_int, as_list, dig
from .common import finish_warnings, incomplete, usage_counts
from .structured import build_answer

TRUNCATING = {"length", "model_length", "max_tokens"}
"""``length`` (OpenAI), ``model_length`` (Mistral): the token limit cut the answer."""
FAILING = {"content_filter", "error", "abort", "repetition", "insufficient_system_resource"}
REASONING_KEYS = ("reasoning_content", "reasoning", "thinking")


def _content_text(content: Any) -> str:
    """Message content as text: a string, or a list of ``{type: "text", text}`` parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            part.get("text", "") if isinstance(part, dict) else str(part)
            for part in content
            if not isinstance(part, dict) or part.get("type") in (None, "text", "output_text")
        )
    return ""


def _reasoning(obj: Any) -> str:
    if not isinstance(obj, dict):
        return ""
    return "".join(obj[k] for k in REASONING_KEYS if isinstance(obj.get(k), str))


def _is_completion(obj: Any) -> bool:
    return isinstance(obj, dict) and isinstance(dig(obj, "choices", 0, "message"), dict)


def _is_chunk(obj: Any) -> bool:
    return isinstance(obj, dict) and (
        obj.get("object") == "chat.completion.chunk"
        or isinstance(dig(obj, "choices", 0, "delta"), dict)
    )


def _sniff(paste: Paste) -> bool:
    if _is_completion(paste.json):
        return True
    return any(_is_chunk(value) for _, value in paste.sse_json())


def _reason_warnings(reason: Any) -> tuple[bool, list[ReportWarning]]:
    return finish_warnings(reason, "finish_reason", TRUNCATING, FAILING)


def _parse_whole(obj: dict[str, Any]) -> Answer:
    choice = obj["choices"][0]
    message = choice["message"]
    reason = choice.get("finish_reason")
    truncated, warnings = _reason_warnings(reason)
    notes = []
    if len(obj["choices"]) > 1:
        notes.append(f"The response has {len(obj['choices'])} choices; the first was checked.")
    if isinstance(message.get("refusal"), str) and message["refusal"]:
        warnings.append(ReportWarning("refusal", f"The model refused: {message['refusal']}"))
    return build_answer(
        _content_text(message.get("content")),
        "openai-chat",
        "an OpenAI-compatible chat completion",
        truncated=truncated,
        finish_reason=reason,
        usage=usage_counts(obj.get("usage")),
        thinking=_reasoning(message),
        warnings=warnings,
        notes=notes,
    )


def _parse_stream(paste: Paste) -> Answer:
    parts: dict[int, list[str]] = {}
    thoughts: list[str] = []
    reason: str | None = None
    usage = Usage()
    warnings: list[ReportWarning] = []
    chunks, done = paste.sse_chunks()
    for event, value in chunks:
        if "error" in value and not value.get("choices"):
            message = dig(value, "error", "message") or value["error"]
            warnings.append(
                ReportWarning(
                    "stream_error", f"The stream carries an error at line {event.line}: {message}"
                )
            )
            continue
        if isinstance(value.get("usage"), dict):
            usage = usage_counts(value["usage"])
        for choice in as_list(value.get("choices")):
            if not isinstance(choice, dict):
                continue
            index = choice.get("index", 0) if isinstance(choice.get("index"), int) else 0
            delta = as_dict(choice.get("delta"))
            parts.setdefault(index, []).append(_content_text(delta.get("content")))
            if index == min(parts):
                thoughts.append(_reasoning(delta))
            if choice.get("finish_reason"):
                reason = choice["finish_reason"]
    if not done:
        warnings.append(incomplete("data: [DONE]"))
    truncated, more = _reason_warnings(reason)
    notes = []
    if len(parts) > 1:
        notes.append(f"The stream has {len(parts)} choices; the first was checked.")
    first = min(parts) if parts else 0
    return build_answer(
        "".join(parts.get(first, [])),
        "openai-chat-stream",
        "an OpenAI-compatible chat completion stream",
        truncated=truncated,
        finish_reason=reason,
        usage=usage,
        thinking="".join(thoughts),
        warnings=warnings + more,
        notes=notes,
    )


def _parse(paste: Paste) -> Answer:
    if _is_completion(paste.json):
        return _parse_whole(paste.json)
    if paste.sse:
        return _parse_stream(paste)
    raise paste.json_error or InputError("answer", "not an OpenAI-compatible chat completion")


# llama.cpp server's native /completion endpoint: {content, stop, stop_type, truncated,
# tokens_predicted, tokens_evaluated}; stop_type "limit" means the token limit cut it.
# https://github.com/ggml-org/llama.cpp/blob/master/tools/server/README.md
def _is_llamacpp(obj: Any) -> bool:
    return (
        isinstance(obj, dict)
        and isinstance(obj.get("content"), str)
        and ("stop_type" in obj or "tokens_predicted" in obj)
    )


def _sniff_llamacpp(paste: Paste) -> bool:
    if _is_llamacpp(paste.json):
        return True
    return any(_is_llamacpp(v) for _, v in paste.sse_json()) and not any(
        _is_chunk(v) for _, v in paste.sse_json()
    )


def _parse_llamacpp(paste: Paste) -> Answer:
    if _is_llamacpp(paste.json):
        chunks, stream = [paste.json], False
    else:
        chunks = [v for _, v in paste.sse_json() if isinstance(v, dict)]
        stream = True
    if not chunks:
        raise paste.json_error or InputError("answer", "not a llama.cpp /completion response")
    final = next((c for c in reversed(chunks) if c.get("stop") is True), None)
    warnings: list[ReportWarning] = []
    if stream and final is None:
        warnings.append(
            ReportWarning(
                "stream_incomplete", "The stream ended without its final chunk (stop: true)."
            )
        )
    reason = final.get("stop_type") if final else None
    truncated = reason == "limit" or bool(
        final and final.get("truncated") is True and reason == "limit"
    )
    if truncated:
        warnings.append(
            ReportWarning(
                "truncated", 'The answer was cut off by the token limit (stop_type: "limit").'
            )
        )
    usage = (
        Usage(as_int(final.get("tokens_evaluated")), as_int(final.get("tokens_predicted")))
        if final
        else Usage()
    )
    return build_answer(
        "".join(c.get("content", "") for c in chunks if isinstance(c.get("content"), str)),
        "llamacpp-completion" + ("-stream" if stream else ""),
        "a llama.cpp /completion " + ("stream" if stream else "response"),
        truncated=truncated,
        finish_reason=reason,
        usage=usage,
        warnings=warnings,
    )


PROVIDER = Provider(
    "openai-chat",
    answers=(
        answer_reader(
            "openai-chat", "OpenAI-compatible chat completion (whole or SSE stream)", _sniff, _parse
        ),
        answer_reader(
            "llamacpp-completion",
            "llama.cpp /completion (whole or stream)",
            _sniff_llamacpp,
            _parse_llamacpp,
        ),
    ),
)
