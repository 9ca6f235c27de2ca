import type { Scene } from '@frameshop/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { isEditable } from '../layer-frame';
import { layerName } from '../layer-names';

interface LayerListProps {
  scene: Scene;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string, flag: 'hidden' | 'locked', value: boolean) => void;
  onMove: (id: string, direction: 'up' | 'down') => void;
}

/**
 * The layers, top first as they are stacked: select one, hide it, lock it, or move it up or down.
 * The template's own layers are listed too (they can be hidden to see behind them) but stay locked.
 */
export function LayerList({ scene, selectedId, onSelect, onToggle, onMove }: LayerListProps) {
  const layers = [...scene.layers].reverse();
  return (
    <ol aria-label="Layers" className="divide-y divide-line rounded-card ring-1 ring-line">
      {layers.map((layer, index) => {
        const name = layerName(layer);
        const selected = layer.id === selectedId;
        const buyers = isEditable(layer);
        const below = layers[index + 1];
        return (
          <li
            key={layer.id}
            className={`flex items-center gap-1 px-2 py-1 ${selected ? 'bg-brand-50' : ''}`}
          >
            <button
              type="button"
              aria-pressed={selected}
              disabled={!buyers}
              onClick={() => onSelect(layer.id)}
              className="min-h-9 min-w-0 flex-1 truncate rounded-control px-2 text-left text-sm font-medium text-ink disabled:text-ink-muted"
            >
              {name}
            </button>
            <IconButton
              label={`${layer.hidden ? 'Show' : 'Hide'} ${name}`}
              aria-pressed={layer.hidden}
              onClick={() => onToggle(layer.id, 'hidden', !layer.hidden)}
            >
              {layer.hidden ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
            </IconButton>
            <IconButton
              label={`${layer.locked ? 'Unlock' : 'Lock'} ${name}`}
              aria-pressed={layer.locked}
              disabled={!buyers}
              onClick={() => onToggle(layer.id, 'locked', !layer.locked)}
            >
              <LockGlyph locked={layer.locked} />
            </IconButton>
            <IconButton
              label={`Move ${name} up`}
              disabled={!buyers || index === 0}
              onClick={() => onMove(layer.id, 'up')}
            >
              ↑
            </IconButton>
            <IconButton
              label={`Move ${name} down`}
              disabled={!buyers || !below || below.type === 'background'}
              onClick={() => onMove(layer.id, 'down')}
            >
              ↓
            </IconButton>
          </li>
        );
      })}
    </ol>
  );
}

function LockGlyph({ locked }: { locked: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={locked ? 'M8 11V7a4 4 0 0 1 8 0v4' : 'M8 11V7a4 4 0 0 1 7.5-2'} />
    </svg>
  );
}
