import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useUploadStudentImage } from '../lib/student-image.ts';
import { PictureUpload, type PictureUploadProps } from './picture-upload.tsx';

interface StudentPhotoUploadProps extends Omit<
  PictureUploadProps,
  'upload' | 'savedText' | 'accept' | 'buttonSize'
> {
  studentId: number;
  studentName: string;
  onUploaded: () => Promise<unknown>;
}

/** Chooses or takes a picture of a student and uploads it with its progress; a failure offers Retry. */
export function StudentPhotoUpload({ studentId, studentName, ...props }: StudentPhotoUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadStudentImage(studentId);
  return (
    <PictureUpload
      upload={upload}
      savedText={t('picture.studentSaved', { name: studentName })}
      accept="image/*"
      buttonSize="sm"
      {...props}
    />
  );
}
