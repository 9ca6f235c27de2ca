import { CheckIcon } from '../../../components/ui/icons';
import { formatCredits } from '../../../lib/format';
import { payerStore } from '../../../lib/payer-store';
import { useToast } from '../../../components/ui/use-toast';
import type { Payer } from '../hooks/use-payer';

interface PayerChoicesProps {
  payer: Payer;
  /** After a choice (the menu that holds the list closes). */
  onChosen?: () => void;
  /** The list's heading id: the list is named by it. */
  labelledBy: string;
  size?: 'sm' | 'md';
}

/**
 * "Me" and each team, with its balance; the one paying now is marked. Plain buttons that Tab
 * reaches in order, each saying whether it is the current payer, rather than a radio group whose
 * arrow keys would switch the payer (and ask everything again) at every press.
 */
export function PayerChoices({ payer, onChosen, labelledBy, size = 'sm' }: PayerChoicesProps) {
  const toast = useToast();
  const choose = (teamId: string | null, name: string) => {
    onChosen?.();
    if (teamId === (payer.team?.teamId ?? null)) return;
    payerStore.choose(teamId);
    toast.show({
      type: 'success',
      message: teamId === null ? 'Paying from your own balance.' : `Paying from ${name}.`,
    });
  };
  const options = [
    { teamId: null, name: 'Me', credits: payer.personalCredits },
    ...payer.teams.map((team) => ({ teamId: team.teamId, name: team.name, credits: team.credits })),
  ];
  const current = payer.team?.teamId ?? null;
  const text = size === 'sm' ? 'text-sm' : 'text-base';
  return (
    <ul aria-labelledby={labelledBy} className="space-y-1">
      {options.map((option) => {
        const chosen = option.teamId === current;
        return (
          <li key={option.teamId ?? 'me'}>
            <button
              type="button"
              aria-current={chosen ? 'true' : undefined}
              onClick={() => choose(option.teamId, option.name)}
              className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left ${text} ${
                chosen ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-slate-100'
              }`}
            >
              <CheckIcon
                aria-hidden="true"
                className={`size-4 shrink-0 ${chosen ? 'text-brand-600' : 'invisible'}`}
              />
              <span className="min-w-0 flex-1 truncate font-medium">{option.name}</span>
              <span className="shrink-0 text-xs text-ink-muted">
                {option.credits === null ? '…' : formatCredits(option.credits)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
