import { REGISTRATION_EMPLOYMENT_OPTIONS } from '@frameshop/contract';
import { errorMessage } from '../../../components/ui/field-message';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';

/** The choice that opens a text box for a field the list does not name. */
export const OTHER_EMPLOYMENT = 'Others';

interface EmploymentFieldsProps {
  ids: { empField: string; empOther: string };
  employment: string;
  empOther: string;
  errors: { empField?: string; empOther?: string };
  onEmploymentChange: (value: string) => void;
  onEmpOtherChange: (value: string) => void;
}

/** The employment list, and the "your employment field" box when "Others" is chosen. */
export function EmploymentFields({
  ids,
  employment,
  empOther,
  errors,
  onEmploymentChange,
  onEmpOtherChange,
}: EmploymentFieldsProps) {
  return (
    <>
      <FormField id={ids.empField} label="Employment field" message={errorMessage(errors.empField)}>
        {(control) => (
          <select
            {...control}
            name="empField"
            value={employment}
            onChange={(event) => onEmploymentChange(event.target.value)}
            className={inputClasses(errors.empField ? 'invalid' : 'default')}
          >
            <option value="" disabled>
              Select your employment field
            </option>
            {REGISTRATION_EMPLOYMENT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {employment === OTHER_EMPLOYMENT ? (
        <FormField
          id={ids.empOther}
          label="Your employment field"
          message={errorMessage(errors.empOther)}
        >
          {(control) => (
            <input
              {...control}
              name="empOther"
              value={empOther}
              onChange={(event) => onEmpOtherChange(event.target.value)}
              placeholder="e.g. Photography studio"
              className={inputClasses(errors.empOther ? 'invalid' : 'default')}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
