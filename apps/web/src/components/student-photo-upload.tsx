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
  const upload = useUploadStudentImage(studentId);
  return (
    <PictureUpload
      upload={upload}
      savedText={`The picture of ${studentName} is saved.`}
      accept="image/*"
      buttonSize="sm"
      {...props}
    />
  );
}
