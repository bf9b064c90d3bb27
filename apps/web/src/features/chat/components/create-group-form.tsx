import { CHAT_MESSAGES, GroupCreateBodySchema } from '@homeroom/contract/chat';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { InlineTextForm } from '../../../components/inline-text-form.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateGroup } from '../api/create-group.ts';

interface CreateGroupFormProps {
  /**
   * The name typed and not sent yet, kept by the hub: the form moves when the hub changes layout
   * and leaves the page on a phone's Contacts tab, and what was typed should still be there.
   */
  draft: string;
  onDraftChange: (name: string) => void;
}

/** 'Create Group': the name is trimmed before it is sent (docs/product.md, "Group chats"). */
export function CreateGroupForm({ draft, onDraftChange }: CreateGroupFormProps) {
  const { t } = useTranslation('chat');
  const createGroup = useCreateGroup();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: GroupCreateBodySchema,
    defaultValues: { name: draft },
    fields: ['name'],
    onSubmit: async (values) => {
      status.clear();
      try {
        await createGroup.mutateAsync(values);
        reset({ name: '' });
        onDraftChange('');
        status.show({ tone: 'success', text: CHAT_MESSAGES.groupCreated });
      } catch (error) {
        status.show({ tone: 'error', text: CHAT_MESSAGES.groupCreateFailed });
        throw error;
      }
    },
  });

  return (
    <InlineTextForm
      heading={t('createGroup.heading')}
      message={
        status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>
      }
      field={{
        label: t('createGroup.name'),
        placeholder: t('createGroup.placeholder'),
        error: errors.name?.message,
        ...register('name', { onChange: (event: { target: { value: string } }) => onDraftChange(event.target.value) }),
      }}
      submitLabel={t('shared.submit')}
      submitIcon={<Plus aria-hidden="true" className="size-4" />}
      isSubmitting={isSubmitting}
      onSubmit={submit}
      surface="inset"
    />
  );
}
