import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { roleLabels, type ClinicRole } from '../../../domain/roles.js';

interface RoleSelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'label' | 'data' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  control: Control<T>;
  name: FieldPathByValue<T, ClinicRole>;
  /** The roles the signed-in person may give here (domain canAssignRole). */
  roles: readonly ClinicRole[];
}

/** The "Role" select of the team forms: one of the given roles, never empty. */
export function RoleSelectField<T extends FieldValues>({
  control,
  name,
  roles,
  ...selectProps
}: RoleSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...selectProps}
          label="Role"
          allowDeselect={false}
          data={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
          value={field.value}
          onChange={(value) => {
            if (value) field.onChange(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
