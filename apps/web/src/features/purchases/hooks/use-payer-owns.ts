import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useChosenTeamId } from '../../../lib/payer-store';
import { purchasesQueryOptions } from '../api/get-purchases';

/**
 * Whether the paying account owns a template. `personal` is the signed-in person's own licences
 * (their profile's purchasedTemplates; undefined when signed out); while a team pays, its library
 * (the purchases, asked as the team) says what the team owns.
 */
export function usePayerOwns(
  personal: readonly string[] | undefined,
): (templateId: string) => boolean {
  const teamId = useChosenTeamId();
  const library = useQuery({
    ...purchasesQueryOptions,
    enabled: personal !== undefined && teamId !== null,
  });
  const teamOwned = library.data;
  return useCallback(
    (templateId: string) =>
      teamId === null
        ? (personal?.includes(templateId) ?? false)
        : (teamOwned?.some((owned) => owned.template.templateId === templateId) ?? false),
    [teamId, personal, teamOwned],
  );
}
