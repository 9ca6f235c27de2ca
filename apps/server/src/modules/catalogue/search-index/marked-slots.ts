/** Up to this many slots marked are listed as they are marked; more are read from the marks. */
const FEW_SLOTS = 2048;

/**
 * The slots a search marks in a byte a slot, each once, kept as a typed array: its bytes lie
 * outside the heap the garbage collector walks and copies (an array of numbers grown by pushes
 * was copied by each young collection it lived through, issue 80). A few are listed as they are
 * marked; many are read from the marks once done, in slot order.
 */
export class MarkedSlots {
  private readonly few: number[] = [];
  private count = 0;

  /** A slot marked for the first time. */
  add(slot: number): void {
    this.count += 1;
    if (this.count <= FEW_SLOTS) this.few.push(slot);
  }

  /** The slots marked (not 0) in `bySlot`, which `add` was told of. */
  slots(bySlot: Uint8Array): Int32Array {
    if (this.count <= FEW_SLOTS) return Int32Array.from(this.few);
    const slots = new Int32Array(this.count);
    let at = 0;
    for (let slot = 0; slot < bySlot.length && at < this.count; slot += 1) {
      if (bySlot[slot] !== 0) slots[at++] = slot;
    }
    return slots;
  }
}
