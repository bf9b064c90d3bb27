import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './form-errors.ts';

interface ApiFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  /** The contract schema that checks the form before anything is sent. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The fields the form shows; the server's errors on any other field go to the top of the form. */
  fields: readonly Path<z.input<TSchema>>[];
  /** Sends the checked values; a refusal it throws is shown beside the fields and at the top. */
  onSubmit: (values: z.output<TSchema>) => Promise<void>;
}

/** A form checked by a contract schema that shows the API's refusal of its submission field by field. */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: ApiFormOptions<TSchema>) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormErrors(applyServerErrors(error, fields, setError));
    }
  });

  return { register, errors, isSubmitting, formErrors, submit, reset };
}
