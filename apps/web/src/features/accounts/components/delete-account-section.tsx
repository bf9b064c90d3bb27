import { AccountDeleteBodySchema } from '@homeroom/contract/data-deletion';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * The end of the profile: deleting the account for good. The dialog asks for the account's own
 * e-mail address, typed, so a stray click or a borrowed session cannot delete it by accident.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('accounts');
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  const deleteAccount = useDeleteAccount();
  const { register, errors, isSubmitting, formErrors, submit, reset } = useApiForm({
    schema: AccountDeleteBodySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async (body) => {
      await deleteAccount.mutateAsync(body);
    },
  });

  function close() {
    reset();
    setIsOpen(false);
  }

  return (
    <section aria-labelledby={`${formId}-heading`} className="mt-8 flex max-w-xl flex-col gap-3 border-t border-slate-200 pt-6">
      <h2 id={`${formId}-heading`} className="text-base font-semibold text-red-700">
        {t('deleteAccount.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('deleteAccount.intro')}</p>
      <Button variant="danger" className="self-start" onClick={() => setIsOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Modal
        open={isOpen}
        onClose={close}
        title={t('deleteAccount.title')}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={isSubmitting}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button variant="danger" type="submit" form={formId} isLoading={isSubmitting}>
              {t('deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-slate-700">{t('deleteAccount.warning')}</p>
          <FormErrors messages={formErrors} />
          <Input
            label={t('deleteAccount.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </form>
      </Modal>
    </section>
  );
}
