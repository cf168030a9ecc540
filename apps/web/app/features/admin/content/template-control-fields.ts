/** One control of a template as typed in its fieldset, so a refused or previewed form shows it as it was. */
export type ControlDraft = {
  name: string;
  type: string;
  labelAr: string;
  labelEn: string;
  defaultValue: string;
  required: boolean;
  maxLength: string;
  options: string;
};

/** The form field of control `index`'s `key`: the fieldsets draw it, the action reads it. */
export const controlField = (index: number, key: keyof ControlDraft | 'remove') => `control-${index}-${key}`;
