/** Under the dashboard's own key, so logging out of the dashboard forgets these too. */
export const ownerCatalogueKeys = {
  template: (templateId: string) => ['admin', 'catalogue', templateId] as const,
  /** The Templates tab's list, which shows each template's status and media. */
  templatesTab: ['admin', 'templates'] as const,
  /** A manifest import as it runs. */
  manifestImport: (importId: string) => ['admin', 'catalogue-imports', importId] as const,
};
