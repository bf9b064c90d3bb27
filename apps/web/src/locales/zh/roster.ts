import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { roster as english } from '../en/roster.ts';

export const roster: Translated<typeof english> = {
  page: {
    title: '导入学生名单',
    pageTitle: '导入学生名单 · Homeroom',
    loading: '正在加载您的班级…',
    loadErrorHeading: '无法加载您的班级',
    notForYouTitle: '只有教师可以导入学生名单',
    goHome: '前往首页',
    notForYouText: '班级的学生名单由该班教师或学校负责人导入。',
    backToClasses: '您的班级',
    noClassTitle: '您没有可导入的班级',
    createClass: '创建班级',
    noClassText:
      '学生名单会将学生添加到您的班级；如果您是学校负责人，则可添加到本校的任何班级。请先创建一个班级。',
    readFailed: '无法读取文件，请重试。',
    importFailed: '无法导入学生名单，请重试。',
    intro:
      '通过电子表格一次添加多名学生，每名学生最多可填写四个监护人电子邮箱。每位监护人都会收到一封邀请，注册或登录后即可与自己的孩子关联。',
  },
  template: {
    heading: '1. 填写模板',
    text: '在表头 <1>{{columns}}</1> 下方，每个孩子填写一行。在第一列填写班级名称，或留空以使用下方选择的班级。每个文件最多 {{max}} 名孩子。再次导入同一文件不会重复添加任何人。',
    download: '下载模板',
    downloadFailed: '无法下载模板，请重试。',
  },
  upload: {
    heading: '2. 上传文件',
    classLabel: '未填写班级的行所用的班级',
    classHint: '填写了班级的行将进入该班级。',
    noClass: '无：每一行都填写了班级',
    classOption: '{{name}}（{{teacher}}）',
    chooseFile: '选择 CSV 文件',
    chooseAnother: '选择其他文件',
  },
  result: {
    openClass: '打开{{name}}',
    created_other: '已添加 {{count, number}} 名新学生',
    existing: '{{number}} 名学生已在其班级中',
    invitations_other: '已向监护人发送 {{count, number}} 封邀请',
  },
  confirm: {
    importButton: '导入学生名单',
    title: '要导入学生名单吗？',
    cancel: '取消',
    import: '导入',
    newStudents_other: '将添加 {{count, number}} 名新学生',
    summary_other: '{{students}}，并通过电子邮件向监护人发送 {{count, number}} 封邀请。',
  },
  preview: {
    heading: '预览',
    lines: '行数',
    newStudents: '新学生',
    alreadyInClass: '已在班级中',
    invitations: '待发送的邀请',
    problems_other:
      '有 {{count, number}} 行存在问题。请在文件中修正后重新上传：在所有行都正确之前，不会导入任何内容。',
    ready: '所有行均已就绪。目前尚未写入任何内容：导入后即可添加学生。',
    onlyProblems: '仅显示有问题的行',
    linesLabel: '文件中的行',
    line: '第 {{number}} 行',
    noName: '（无姓名）',
    noClassName: '（无班级）',
    newStudent: '新学生',
    guardianInvite: '将收到邀请',
    guardianAlready: '已是监护人',
    guardianInvited: '已邀请',
  },
};
