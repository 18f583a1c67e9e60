/**
 * The team's minimal binary min-heap: the reference the Time Count timeline is measured against
 * (issue 16: within 3x). Keys are (next count, arrival seq); mutable, no persistence, no lookups by id.
 */
export class MinHeap {
  private readonly next: number[] = [];
  private readonly seq: number[] = [];
  private readonly ids: number[] = [];
  private counter = 0;

  get size(): number {
    return this.next.length;
  }

  private less(a: number, b: number): boolean {
    const na = this.next[a] as number;
    const nb = this.next[b] as number;
    return na < nb || (na === nb && (this.seq[a] as number) < (this.seq[b] as number));
  }

  private swap(a: number, b: number): void {
    for (const arr of [this.next, this.seq, this.ids]) {
      const t = arr[a] as number;
      arr[a] = arr[b] as number;
      arr[b] = t;
    }
  }

  push(next: number, id: number): void {
    let i = this.next.length;
    this.next.push(next);
    this.seq.push(this.counter++);
    this.ids.push(id);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }

  pop(): { next: number; id: number } {
    const top = { next: this.next[0] as number, id: this.ids[0] as number };
    const last = this.next.length - 1;
    this.swap(0, last);
    this.next.pop();
    this.seq.pop();
    this.ids.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < last && this.less(l, m)) m = l;
      if (r < last && this.less(r, m)) m = r;
      if (m === i) return top;
      this.swap(i, m);
      i = m;
    }
  }
}
