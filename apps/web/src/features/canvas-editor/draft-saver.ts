import type { Draft, Scene } from '@frameshop/contract';
import { failureAdvice, isApiError } from '../../lib/api-error';
import type { SaveOutcome } from './api/save-draft';
import type { DraftBackup } from './draft-backup';

/**
 * `saved`: the server has the scene on screen. `saving`: a change waits for its moment or is on
 * its way. `failed`: the last try did not arrive (tried again by itself when it was the network
 * or the server). `conflict`: another tab or device saved a newer version first.
 */
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

export interface SaverState {
  status: SaveStatus;
  /** Why the last try failed, in words for the buyer. */
  error: string | null;
  /** The newer draft, while the buyer has not chosen between it and theirs. */
  conflict: Draft | null;
}

export interface DraftSaverOptions {
  save: (baseRevision: number, scene: Scene) => Promise<SaveOutcome>;
  /** The browser's copy of what is not saved yet (`draft-backup`), for this user and template. */
  backup: { write: (backup: DraftBackup) => void; clear: () => void };
  /** The revision the first scene was made from, and the scene the server holds at it. */
  baseRevision: number;
  savedScene: Scene;
  delayMs: number;
  onChange: (state: SaverState) => void;
}

/** Waits between tries after a failure: 1 s, 2 s, 4 s… up to half a minute. */
export const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/** Failures worth trying again without the buyer: no answer, or the server's own trouble. */
const isPassing = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;

/**
 * Saves a scene a moment after each change, one save at a time and always the latest scene, so a
 * burst of edits or a slow network never saves out of order. A save that finds a newer revision
 * stops and waits for the buyer's choice; one that fails is retried with growing waits (and at
 * once when `flush` is called, as when the browser comes back online).
 */
export class DraftSaver {
  private state: SaverState = { status: 'saved', error: null, conflict: null };
  private revision: number;
  private saved: Scene;
  private latest: Scene;
  private busy = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;

  constructor(private readonly options: DraftSaverOptions) {
    this.revision = options.baseRevision;
    this.saved = options.savedScene;
    this.latest = options.savedScene;
  }

  /** The scene on screen changed. */
  change(scene: Scene): void {
    this.latest = scene;
    if (scene === this.saved && !this.busy) {
      // Back to what the server holds (an undo after a save): nothing to send, nor to keep.
      clearTimeout(this.timer);
      this.options.backup.clear();
      if (!this.state.conflict) this.set({ status: 'saved', error: null });
      return;
    }
    this.options.backup.write({ baseRevision: this.revision, scene });
    // While the buyer chooses between versions, theirs is kept in the browser but not sent.
    if (this.state.conflict) return;
    if (this.state.status !== 'failed') this.set({ status: 'saving' });
    this.schedule(this.options.delayMs);
  }

  /** Saves now: the retry button, the browser back online. */
  flush = async (): Promise<void> => {
    clearTimeout(this.timer);
    if (this.busy || this.state.conflict) return;
    const sending = this.latest;
    if (sending === this.saved) {
      if (this.state.status !== 'saved') this.set({ status: 'saved', error: null });
      return;
    }
    this.busy = true;
    this.set({ status: 'saving' });
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.save(this.revision, sending);
    } catch (failure) {
      this.busy = false;
      this.set({ status: 'failed', error: failureAdvice(failure) });
      if (isPassing(failure)) this.schedule(retryDelay(this.attempts++));
      return;
    }
    this.busy = false;
    this.attempts = 0;
    if ('conflict' in outcome) {
      this.set({ status: 'conflict', error: null, conflict: outcome.conflict });
      return;
    }
    this.revision = outcome.saved.revision;
    this.saved = sending;
    if (this.latest === sending) {
      this.options.backup.clear();
      this.set({ status: 'saved', error: null });
    } else {
      // Changes made while this save travelled go out now.
      void this.flush();
    }
  };

  /** Keep mine: saved over the newer version, which stays one revision back on the server. */
  keepMine(): void {
    const theirs = this.state.conflict;
    if (!theirs) return;
    this.revision = theirs.revision;
    this.set({ conflict: null, status: 'saving' });
    void this.flush();
  }

  /** Take theirs: answers the newer scene, which the editor shows from now on. */
  takeTheirs(): Scene | null {
    const theirs = this.state.conflict;
    if (!theirs) return null;
    this.revision = theirs.revision;
    this.saved = theirs.scene;
    this.latest = theirs.scene;
    this.options.backup.clear();
    this.set({ conflict: null, status: 'saved', error: null });
    return theirs.scene;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private schedule(wait: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  private set(change: Partial<SaverState>): void {
    this.state = { ...this.state, ...change };
    this.options.onChange(this.state);
  }
}
