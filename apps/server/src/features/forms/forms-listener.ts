/** A guardian a form concerns, with the class of their child (where the notification leads). */
export interface FormRecipient {
  userId: number;
  classId: number;
}

/** What the forms feature tells the notifications feature. */
export interface FormsListener {
  /** A form was sent: its children's guardians get a 'Form to sign' entry, pushed or mailed as their announcements channel says. */
  formPublished(form: { id: number; title: string; recipients: FormRecipient[] }): Promise<void>;
  /** The staff reminded the guardians of the children still waiting: an entry and a push to each (the mail goes from the forms feature). */
  formReminded(form: { id: number; title: string; recipients: FormRecipient[] }): Promise<void>;
}
