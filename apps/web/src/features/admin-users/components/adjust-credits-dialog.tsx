import { adminCreditAdjustmentRequestSchema, type AdminUser } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/use-toast';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { formatCount } from '../../admin-shell/format-admin';
import { adjustCredits } from '../api/admin-users-api';

const reasons = adminCreditAdjustmentRequestSchema.shape.reason.options;

/** Adds credits to one account or takes them away, with a reason and a note for the audit log. */
export function AdjustCreditsDialog({
  token,
  user,
  onClose,
}: {
  token: string;
  user: AdminUser;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<(typeof reasons)[number]>('goodwill');
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const adjustmentKey = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: () =>
      adjustCredits(token, user.id, { amount: Number(amount), reason, note }, adjustmentKey.take()),
    onSettled: (_answer, error) => adjustmentKey.settle(error ?? undefined),
    onSuccess: async (answer) => {
      toast.show({
        type: 'success',
        message: `${user.email} now has ${formatCount(answer.credits)} credits.`,
      });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
  });
  const valid = /^-?\d+$/.test(amount.trim()) && Number(amount) !== 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !mutation.isPending) mutation.mutate();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Adjust credits"
      description={`${user.actualName || user.username} (${user.email}) has ${formatCount(user.credits)} credits.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Amount (negative to take credits away)
          <input
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={inputClasses()}
            required
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Reason
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value as (typeof reasons)[number])}
            className={inputClasses()}
          >
            {reasons.map((option) => (
              <option key={option} value={option}>
                {option.charAt(0).toUpperCase() + option.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Note
          <textarea
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
            className={textareaClasses()}
            rows={3}
          />
        </label>
        {mutation.isError ? (
          <FormAlert tone="error" reference={referenceOf(mutation.error)}>
            {adminErrorMessage(mutation.error)}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save adjustment'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
