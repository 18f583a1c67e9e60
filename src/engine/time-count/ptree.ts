/**
 * A small persistent (immutable, path-copying) treap: insert, remove, find and in-order walks in
 * O(log n) expected time, sharing every untouched node with earlier versions. Priorities come from
 * the caller (a hash of the key), so the shape is deterministic.
 */
export interface TreeNode<K, V> {
  readonly key: K;
  readonly value: V;
  readonly priority: number;
  readonly left: TreeNode<K, V> | null;
  readonly right: TreeNode<K, V> | null;
}
export type Tree<K, V> = TreeNode<K, V> | null;
export type Compare<K> = (a: K, b: K) => number;

function node<K, V>(n: TreeNode<K, V>, left: Tree<K, V>, right: Tree<K, V>): TreeNode<K, V> {
  return { key: n.key, value: n.value, priority: n.priority, left, right };
}

function split<K, V>(t: Tree<K, V>, key: K, cmp: Compare<K>): [Tree<K, V>, Tree<K, V>] {
  if (t === null) return [null, null];
  if (cmp(t.key, key) < 0) {
    const [l, r] = split(t.right, key, cmp);
    return [node(t, t.left, l), r];
  }
  const [l, r] = split(t.left, key, cmp);
  return [l, node(t, r, t.right)];
}

function merge<K, V>(a: Tree<K, V>, b: Tree<K, V>): Tree<K, V> {
  if (a === null) return b;
  if (b === null) return a;
  if (a.priority >= b.priority) return node(a, a.left, merge(a.right, b));
  return node(b, merge(a, b.left), b.right);
}

/** Inserts or replaces the value stored under `key`. */
export function treeSet<K, V>(
  t: Tree<K, V>,
  key: K,
  value: V,
  priority: number,
  cmp: Compare<K>,
): Tree<K, V> {
  const without = treeRemove(t, key, cmp);
  const [l, r] = split(without, key, cmp);
  return merge(merge(l, { key, value, priority, left: null, right: null }), r);
}

export function treeRemove<K, V>(t: Tree<K, V>, key: K, cmp: Compare<K>): Tree<K, V> {
  if (t === null) return null;
  const c = cmp(key, t.key);
  if (c === 0) return merge(t.left, t.right);
  if (c < 0) {
    const left = treeRemove(t.left, key, cmp);
    return left === t.left ? t : node(t, left, t.right);
  }
  const right = treeRemove(t.right, key, cmp);
  return right === t.right ? t : node(t, t.left, right);
}

export function treeGet<K, V>(t: Tree<K, V>, key: K, cmp: Compare<K>): V | undefined {
  let cur = t;
  while (cur !== null) {
    const c = cmp(key, cur.key);
    if (c === 0) return cur.value;
    cur = c < 0 ? cur.left : cur.right;
  }
  return undefined;
}

export function treeMin<K, V>(t: Tree<K, V>): TreeNode<K, V> | null {
  let cur = t;
  if (cur === null) return null;
  while (cur.left !== null) cur = cur.left;
  return cur;
}

/** Visits nodes in key order until `visit` returns false. */
export function treeWalk<K, V>(t: Tree<K, V>, visit: (key: K, value: V) => boolean): void {
  const stack: TreeNode<K, V>[] = [];
  let cur = t;
  while (cur !== null || stack.length > 0) {
    while (cur !== null) {
      stack.push(cur);
      cur = cur.left;
    }
    const top = stack.pop();
    if (top === undefined) return;
    if (!visit(top.key, top.value)) return;
    cur = top.right;
  }
}

/** A 32-bit integer mix, for priorities. */
export function hashInt(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over a string, mixed, for priorities. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return hashInt(h);
}
