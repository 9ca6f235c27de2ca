import type { OwnerTemplate, TemplateStatus } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { adminErrorMessage } from '../../admin-shell/admin-error-message';
import { changeTemplateStatus, getOwnerTemplate } from '../api/owner-catalogue-api';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';
import { STATUS_LABELS } from '../owner-catalogue-text';

export interface StatusChange {
  templateId: string;
  status: TemplateStatus;
  /** The revision the owner is looking at; asked for first when the caller has none (a table row). */
  revision?: number | undefined;
}

/**
 * Publishes or retires a template over its revision, so a change made elsewhere meanwhile is
 * refused rather than overridden; the tab and the editor then show the server's answer.
 */
export function useChangeTemplateStatus(token: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ templateId, status, revision }: StatusChange) => {
      const current = revision ?? (await getOwnerTemplate(token, templateId)).revision;
      return changeTemplateStatus(token, templateId, { status, revision: current });
    },
    onSuccess: (template: OwnerTemplate) => {
      queryClient.setQueryData(ownerCatalogueKeys.template(template.templateId), template);
      void queryClient.invalidateQueries({ queryKey: ownerCatalogueKeys.templatesTab });
      toast.show({
        type: 'success',
        message: `${template.fields.templateName}: ${STATUS_LABELS[template.status]}.`,
      });
    },
    onError: (error) =>
      toast.show({
        type: 'error',
        message: adminErrorMessage(error),
        reference: referenceOf(error),
      }),
  });
}
