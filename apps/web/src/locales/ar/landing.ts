import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { landing as english } from '../en/landing.ts';

export const landing: Translated<typeof english> = {
  home: {
    pageTitle: 'Homeroom · المعلمون وأولياء الأمور يعملون معًا',
    badge: 'مجاني للمدارس والعائلات',
    heading: 'المعلمون وأولياء الأمور <1>يعملون معًا.</1>',
    intro: 'نربط المعلمين بأولياء الأمور عبر تطبيق مجاني ليتواصل البيت والمدرسة.',
    getStarted: 'ابدأ الآن',
    learnMore: 'اعرف المزيد',
    audiencesHeading: 'مكان واحد للصف كله',
  },
  audiences: {
    teachersTitle: 'للمعلمين',
    teachersDescription:
      'شارك القصص والإعلانات، ونظّم الفعاليات بمساعدة أولياء الأمور، وحدّد الواجبات وامنح الملصقات.',
    parentsTitle: 'لأولياء الأمور',
    parentsDescription: 'اربط طفلك برمز دعوة، وتابع الصف، وساعد في الفعاليات، وراسل المعلم.',
    studentsTitle: 'للطلاب',
    studentsDescription: 'يسلّمون أعمالهم عبر الرابط الذي يشاركه المعلم، دون حساب أو كلمة مرور.',
  },
  preview: {
    initials: 'ر',
    teacher: 'الأستاذة ريفيرا · الصف 3B',
    postedStory: 'نشرت قصة جديدة',
    storyTitle: 'رحلتنا إلى متحف العلوم',
    parentMessage: 'هل يمكن أن يُحضر سام كتاب المكتبة غدًا؟',
    teacherReply: 'بالطبع، إنه في حقيبته بالفعل!',
    stickers: '3 ملصقات',
    event: 'معرض الجمعة',
    call: 'مكالمة',
    newMessages: 'رسالتان جديدتان',
  },
  features: {
    pageTitle: 'الميزات · Homeroom',
    heading: 'الميزات',
    subtitle: 'تواصل بكل سهولة',
    classroomTitle: 'الصف',
    classroomDescription:
      'إعلانات وقصص وفعاليات، وملفات إنجاز الطلاب، وملصقات مكافأةً ليتابع أولياء الأمور تقدّم أطفالهم.',
    messagingTitle: 'المراسلة',
    messagingDescription: 'رسائل مباشرة ومحادثات جماعية بين المعلمين وأولياء الأمور.',
    videoTitle: 'مكالمة فيديو',
    videoDescription: 'مكالمات مباشرة مدمجة، وجهًا لوجه، دون تطبيق آخر.',
    notificationsTitle: 'الإشعارات',
    notificationsDescription:
      'تنبيهات بالقصص الجديدة للصف والرسائل والمكالمات الفائتة، مع إعدادات قابلة للتخصيص.',
    ctaHeading: 'اجمع صفك معًا',
    ctaText: 'أنشئ حسابًا مجانيًا كمعلم أو كولي أمر في أقل من دقيقة.',
    ctaButton: 'إنشاء حساب',
  },
} as const;
