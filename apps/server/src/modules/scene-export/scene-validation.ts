import {
  compSizeOf,
  ErrorCode,
  fieldLabel,
  sceneSchema,
  validationMessages,
  type Scene,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';

/**
 * A scene as a client sent it, checked against the contract's document and its limits, for the
 * template it was made for. Refusals are 400 VALIDATION_FAILED in the form of the request
 * validator's (the first issue as the message, every issue under `issues`), with the contract's
 * wording (and the request validator's for issues it leaves unworded): the text limit, the bundled fonts, a layer off the canvas, the size of the document.
 */
export function parseScene(input: unknown, templateJson: unknown): Scene {
  const parsed = sceneSchema.safeParse(input, { error: validationMessages('The design') });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['scene', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const first = parsed.error.issues[0];
    const message = first?.path.length
      ? `${fieldLabel(['scene', ...first.path])}: ${first.message}`
      : (first?.message ?? 'The design is not valid.');
    throw new AppError(ErrorCode.ValidationFailed, 400, message, { issues });
  }
  const comp = compSizeOf(templateJson);
  if (parsed.data.width !== comp.width || parsed.data.height !== comp.height) {
    throw AppError.badRequest(
      `This design is ${parsed.data.width}×${parsed.data.height}, but the template is ` +
        `${comp.width}×${comp.height}. Open it in the editor again to fit it to the template.`,
    );
  }
  return parsed.data;
}
