"""A list whose items are made when first read: the view model's long lists."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar, cast, overload

T = TypeVar("T")


class Lazy(Sequence[T]):
    """A list whose items are made when first read, then kept.

    The view model of a large report is mostly per-item work (a citation's passage to
    highlight, a sentence's pieces), and the page's first part shows only the first
    items of each list (render.py, issue 14): the rest is made when the ``more``
    request renders it. The templates slice, index, iterate and measure it as a list.

    >>> made = []
    >>> squares = Lazy(5, lambda i: made.append(i) or i * i)
    >>> squares[1:3], squares[-1], len(squares), made
    ([1, 4], 16, 5, [1, 2, 4])
    >>> list(squares), made
    ([0, 1, 4, 9, 16], [1, 2, 4, 0, 3])
    """

    __slots__ = ("_items", "_make")

    def __init__(self, n: int, make: Callable[[int], T]) -> None:
        self._items: list[Any] = [_UNMADE] * n
        self._make = make

    def __len__(self) -> int:
        return len(self._items)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self._items)))]
        item = self._items[index]  # an IndexError as a list's
        if item is _UNMADE:
            at = index if index >= 0 else index + len(self._items)
            item = self._items[at] = self._make(at)
        return cast(T, item)

    def __iter__(self) -> Iterator[T]:
        return (self[i] for i in range(len(self._items)))


_UNMADE = object()
