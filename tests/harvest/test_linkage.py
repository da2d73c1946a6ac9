"""The grouping's average linkage (``_similar._average_linkage``) against scipy's.

With every point weighing one and no anchors it cuts the tree scipy's ``linkage(method=
"average")`` builds at the same height; a point weighing w clusters as w copies of it would
in scipy (its copies alike, similarity 1), which is what "average over all pairs of
questions" means; two anchored points of different items never end in one cluster.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.spatial.distance import squareform

from goldeneval.traffic._similar import _average_linkage


def partition(labels: list[int] | np.ndarray) -> set[frozenset[int]]:
    groups: dict[int, set[int]] = {}
    for point, label in enumerate(labels):
        groups.setdefault(int(label), set()).add(point)
    return {frozenset(g) for g in groups.values()}


def scipy_cut(sim: np.ndarray, threshold: float) -> list[int]:
    distance = 1.0 - sim
    np.fill_diagonal(distance, 0.0)
    tree = linkage(squareform(distance, checks=False), method="average")
    return [int(x) for x in fcluster(tree, t=1.0 - threshold, criterion="distance")]


@st.composite
def similarities(draw: st.DrawFn) -> np.ndarray:
    n = draw(st.integers(2, 12))
    seed = draw(st.integers(0, 2**32 - 1))
    upper = np.random.default_rng(seed).uniform(0.0, 0.98, size=(n, n))
    sim = np.triu(upper, 1)
    return sim + sim.T


@settings(max_examples=200)
@given(sim=similarities(), threshold=st.floats(0.05, 0.95))
def test_with_unit_weights_it_cuts_scipys_tree(sim: np.ndarray, threshold: float) -> None:
    n = len(sim)
    ours = _average_linkage(sim.copy(), np.ones(n), threshold, np.full(n, -1))
    assert partition(ours) == partition(scipy_cut(sim, threshold))


@settings(max_examples=200)
@given(
    sim=similarities(),
    threshold=st.floats(0.05, 0.95),
    data=st.data(),
)
def test_a_weight_clusters_as_that_many_copies(
    sim: np.ndarray, threshold: float, data: st.DataObject
) -> None:
    n = len(sim)
    weights = data.draw(st.lists(st.integers(1, 4), min_size=n, max_size=n))
    owner = [point for point, w in enumerate(weights) for _ in range(w)]
    copies = sim[np.ix_(owner, owner)]
    same = np.equal.outer(owner, owner)
    copies[same] = 1.0
    expanded = scipy_cut(copies, threshold)
    # Every copy of a point lands in its point's cluster; the clusters are the points'.
    by_point = [expanded[owner.index(point)] for point in range(n)]
    ours = _average_linkage(sim.copy(), np.array(weights, float), threshold, np.full(n, -1))
    assert partition(ours) == partition(by_point)


@given(sim=similarities(), data=st.data())
def test_two_items_anchors_never_share_a_cluster(sim: np.ndarray, data: st.DataObject) -> None:
    n = len(sim)
    anchors = np.array(data.draw(st.lists(st.integers(-1, 2), min_size=n, max_size=n)))
    labels = _average_linkage(sim.copy(), np.ones(n), 0.0, anchors.copy())
    for group in partition(labels):
        items = {int(anchors[p]) for p in group} - {-1}
        assert len(items) <= 1, (group, anchors)
