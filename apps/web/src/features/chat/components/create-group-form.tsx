import { CHAT_MESSAGES, GroupCreateBodySchema } from '@homeroom/contract/chat';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateGroup } from '../api/create-group.ts';

/** 'Create Group': the name is trimmed before it is sent (SPEC §5). */
export function CreateGroupForm() {
  const headingId = useId();
  const createGroup = useCreateGroup();
  const status = useTimedMessage();
  const { register, errors, isSubmitting, submit, reset } = useApiForm({
    schema: GroupCreateBodySchema,
    defaultValues: { name: '' },
    fields: ['name'],
    onSubmit: async (values) => {
      status.clear();
      try {
        await createGroup.mutateAsync(values);
        reset();
        status.show({ tone: 'success', text: CHAT_MESSAGES.groupCreated });
      } catch (error) {
        status.show({ tone: 'error', text: CHAT_MESSAGES.groupCreateFailed });
        throw error;
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Create Group
      </h3>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          label="Group name"
          placeholder="Type group name..."
          autoComplete="off"
          error={errors.name?.message}
          className="flex-1"
          {...register('name')}
        />
        <Button
          type="submit"
          isLoading={isSubmitting}
          icon={<Plus aria-hidden="true" className="size-4" />}
          className="sm:mt-[1.625rem]"
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
