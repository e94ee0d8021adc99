import { AppError } from '../errors.ts';

/** Whose a socket is: the signed-in account (if any) and the client address (net/client-address.ts). */
export interface SocketHolder {
  account: string | undefined;
  address: string;
}

export type Cap = 'account' | 'address';

/** What a full cap answers before the upgrade; the browser then tries again later (site/src/lib/live.ts). */
export const tooManySockets = (cap: Cap) =>
  new AppError(
    'TOO_MANY_SOCKETS',
    429,
    cap === 'account'
      ? 'This account has too many live connections open; close a tab or try again later'
      : 'Too many live connections from this address; try again later',
    { retryAfter: 30 },
  );

/**
 * The open live sockets of this instance, counted per account and per client address, so that no
 * one holder can keep an unbounded number open (decision 031). Counted in memory: what a socket
 * costs (memory, a file descriptor, a listener on the bus) is spent on the instance that holds it.
 */
export class SocketPlaces {
  readonly caps: { perAccount: number; perAddress: number };
  private readonly byAccount = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  private readonly refusalObservers = new Set<(cap: Cap) => void>();

  constructor(caps: { perAccount: number; perAddress: number }) {
    this.caps = caps;
  }

  /** The cap this holder has reached, if any. */
  private full(holder: SocketHolder): Cap | undefined {
    if (holder.account !== undefined && (this.byAccount.get(holder.account) ?? 0) >= this.caps.perAccount)
      return 'account';
    if ((this.byAddress.get(holder.address) ?? 0) >= this.caps.perAddress) return 'address';
    return undefined;
  }

  /** Throws 429 TOO_MANY_SOCKETS when the holder has no place left: before the upgrade. */
  refuseWhenFull(holder: SocketHolder): void {
    const cap = this.full(holder);
    if (cap === undefined) return;
    for (const observe of this.refusalObservers) observe(cap);
    throw tooManySockets(cap);
  }

  /**
   * Takes a place for an open socket. Answers the function that gives it back, or undefined when
   * the places went to sockets that opened since the check before this one's upgrade.
   */
  take(holder: SocketHolder): (() => void) | undefined {
    const cap = this.full(holder);
    if (cap !== undefined) {
      for (const observe of this.refusalObservers) observe(cap);
      return undefined;
    }
    const { account, address } = holder;
    if (account !== undefined) add(this.byAccount, account, 1);
    add(this.byAddress, address, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      if (account !== undefined) add(this.byAccount, account, -1);
      add(this.byAddress, address, -1);
    };
  }

  /** How many sockets each client address holds now (addresses with none are left out). */
  perAddress(): number[] {
    return [...this.byAddress.values()];
  }

  /** Calls `observer` for each socket refused because a cap was reached; answers how to stop. */
  onRefused(observer: (cap: Cap) => void): () => void {
    this.refusalObservers.add(observer);
    return () => this.refusalObservers.delete(observer);
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
