import { sceneSchema, type Draft, type Scene } from '@frameshop/contract';

/**
 * The unsaved scene kept in the browser until the server has it, so a reload or a closed tab
 * while offline loses nothing. Keyed by user and template: another account on the same browser
 * never opens it.
 */
export interface DraftBackup {
  baseRevision: number;
  scene: Scene;
}

const keyOf = (userId: string, templateId: string) => `frameshop.draft.${userId}.${templateId}`;

export function readBackup(userId: string, templateId: string): DraftBackup | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, templateId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { baseRevision?: unknown; scene?: unknown };
    const scene = sceneSchema.safeParse(value.scene);
    const base = value.baseRevision;
    if (!scene.success || typeof base !== 'number' || !Number.isInteger(base) || base < 0) {
      return null;
    }
    return { baseRevision: base, scene: scene.data };
  } catch {
    return null;
  }
}

export function writeBackup(userId: string, templateId: string, backup: DraftBackup): void {
  try {
    localStorage.setItem(keyOf(userId, templateId), JSON.stringify(backup));
  } catch {
    // A full or disabled storage only loses the offline copy; the server save still runs.
  }
}

export function clearBackup(userId: string, templateId: string): void {
  try {
    localStorage.removeItem(keyOf(userId, templateId));
  } catch {
    // As above: nothing to keep.
  }
}

/**
 * Where an editor opens a draft: an unsaved copy from an earlier visit (offline, or closed while
 * saving) if there is one, else the draft as the server holds it.
 */
export function draftStart(userId: string, draft: Draft): DraftBackup {
  return (
    readBackup(userId, draft.template.templateId) ?? {
      baseRevision: draft.revision,
      scene: draft.scene,
    }
  );
}
