import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './form-errors.ts';
import { i18n } from './i18n/i18n.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A contract schema, or a function that loads one: a form on a page's first screen (the class
 * page's comment form) passes a loader, so that zod and the contract's schemas come with the
 * form's first check rather than with the page.
 */
export type SchemaSource<TSchema extends FormSchema> = TSchema | (() => Promise<TSchema>);

interface ApiFormOptions<TSchema extends FormSchema> {
  /** The contract schema that checks the form before anything is sent, or its loader. */
  schema: SchemaSource<TSchema>;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The fields the form shows; the server's errors on any other field go to the top of the form. */
  fields: readonly Path<z.input<TSchema>>[];
  /** Sends the checked values; a refusal it throws is shown beside the fields and at the top. */
  onSubmit: (values: z.output<TSchema>) => Promise<void>;
}

/**
 * react-hook-form's zod resolver for `schema`, both loaded on the first check (react-hook-form
 * awaits a resolver): zod is about 25 KiB gzip that no page needs before a form is checked. A
 * load that fails (offline on a first visit) holds the form back with the offline message at
 * its top, and is tried again at the next check.
 */
function lazyResolver<TSchema extends FormSchema>(
  schema: SchemaSource<TSchema>,
): Resolver<z.input<TSchema>, unknown, z.output<TSchema>> {
  type FormResolver = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  let resolver: Promise<FormResolver> | null = null;
  return async (values, context, options) => {
    resolver ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded) as FormResolver,
      (error: unknown) => {
        resolver = null;
        throw error;
      },
    );
    let loaded: FormResolver;
    try {
      loaded = await resolver;
    } catch {
      // Only the load is answered so: a fault of the check itself stays an error, not "offline".
      const errors = { root: { type: 'load', message: i18n.t('requestFailed.offline') } } as FieldErrors<
        z.input<TSchema>
      >;
      return { values: {}, errors };
    }
    return loaded(values, context, options);
  };
}

/** A form checked by a contract schema that shows the API's refusal of its submission field by field. */
export function useApiForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: ApiFormOptions<TSchema>) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Made again only when the form is given another schema: what it loaded is kept meanwhile.
  const resolver = useMemo(() => lazyResolver(schema), [schema]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver, defaultValues });

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormErrors(applyServerErrors(error, fields, setError));
    }
  });

  // A check that could not load its schema says so where the server's refusals go.
  const rootError = errors.root?.message;
  return {
    register,
    errors,
    isSubmitting,
    formErrors: rootError ? [rootError, ...formErrors] : formErrors,
    submit,
    reset,
  };
}
