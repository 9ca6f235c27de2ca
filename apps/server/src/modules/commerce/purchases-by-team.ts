/**
 * How a team's purchases in one process are sent (ADR 66): one transaction of them at a time, each
 * a turn of the purchases that waited for it. A purchase made while none of its team's is in
 * flight waits for the end of the event loop's turn, so the requests that arrived with it (read
 * from their sockets in the same turn) go with it; those made while a turn is in flight go
 * together when it ends. A turn of one purchase is sent alone, as a person's is; more are charged
 * by one statement. The members of a busy team then hand the team's row over once a turn, not once
 * a purchase, and on the embedded database, whose statements run one at a time on the event loop,
 * a turn's purchases share one transaction.
 */
export class PurchasesByTeam<Purchase, Answer> {
  /** The teams with a turn waiting or in flight, and the purchases waiting for the next one. */
  private readonly waiting = new Map<string, Waiting<Purchase, Answer>[]>();

  constructor(
    private readonly send: {
      alone: (purchase: Purchase) => Promise<Answer>;
      /** Each purchase's answer or error, in their order. */
      together: (purchases: Purchase[]) => Promise<PromiseSettledResult<Answer>[]>;
    },
    /** The most purchases sent together; the rest wait for the next turn. */
    private readonly most = PURCHASES_TOGETHER_MOST,
  ) {}

  buy(teamId: string, purchase: Purchase): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(teamId);
      if (queue) {
        queue.push({ purchase, resolve, reject });
        return;
      }
      this.waiting.set(teamId, [{ purchase, resolve, reject }]);
      setImmediate(() => void this.sendWaiting(teamId));
    });
  }

  /** Sends the team's waiting purchases, a turn at a time, until none is left. */
  private async sendWaiting(teamId: string): Promise<void> {
    const queue = this.waiting.get(teamId)!;
    for (let turn = queue.splice(0, this.most); turn.length; turn = queue.splice(0, this.most)) {
      const purchases = turn.map((waiting) => waiting.purchase);
      const settled = await (purchases.length === 1
        ? Promise.allSettled([this.send.alone(purchases[0]!)])
        : this.send
            .together(purchases)
            .catch((error: unknown) =>
              purchases.map((): PromiseRejectedResult => ({ status: 'rejected', reason: error })),
            ));
      turn.forEach((waiting, at) => {
        const outcome = settled[at]!;
        if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
        else waiting.reject(outcome.reason);
      });
    }
    this.waiting.delete(teamId);
  }
}

interface Waiting<Purchase, Answer> {
  purchase: Purchase;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
}

/**
 * A turn's purchases at most: 8 members buying at once make turns of up to 8; more would only
 * lengthen the statement that holds the team's row.
 */
const PURCHASES_TOGETHER_MOST = 32;
