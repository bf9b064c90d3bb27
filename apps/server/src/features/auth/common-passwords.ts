/**
 * Passwords that appear at the top of every leaked-password list, and easy variations of the
 * words people reach for first. Checked lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'passwort', 'motdepasse', 'contraseña', 'wachtwoord', 'qwerty', 'qwerty12', 'qwerty123', 'qwerty1234',
  'qwertyui', 'qwertyuiop', 'qwertzuiop', 'azertyuiop', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'zxcvbnm1',
  'zxcvbnm123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qazwsxedc', 'zaq12wsx', '12345678', '123456789',
  '1234567890', '87654321', '987654321', '11111111', '00000000', '12341234', '11223344', '123123123',
  'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'a1234567', 'iloveyou', 'iloveyou1', 'iloveyou2',
  'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball',
  'soccer123', 'superman', 'batman123', 'starwars', 'pokemon1', 'whatever', 'trustno1', 'welcome1',
  'welcome123', 'letmein1', 'letmein123', 'master123', 'monkey123', 'dragon123', 'shadow123', 'michael1',
  'jennifer', 'jessica1', 'charlie1', 'computer', 'internet', 'samsung1', 'chocolate', 'butterfly',
  'liverpool', 'chelsea1', 'arsenal1', 'manchester', 'jordan23', 'mustang1', 'freedom1', 'baseball1',
  'hello123', 'helloworld', 'changeme', 'changeme1', 'default1', 'secret123', 'admin123', 'administrator',
  'test1234', 'testtest', 'guest123', 'homeroom', 'homeroom1', 'homeroom123', 'teacher1', 'teacher123',
  'student1', 'student123', 'school123', 'parent123', 'classroom', 'summer2024', 'summer2025', 'summer2026',
  'winter2025', 'winter2026', 'spring2026', 'autumn2026', 'january1', 'december', 'september', 'november',
  'qwe12345', 'q1w2e3r4', 'q1w2e3r4t5', 'asd12345', 'zxc12345', 'pass1234', 'pa55word', 'loveyou1',
  'lovely123', 'mylove123', 'blink182', 'michelle', 'nicole123', 'ashley123', 'daniel123', 'thomas123',
  'robert123', 'matthew1', 'anthony1', 'andrea123', 'family123', 'flower123', 'friends1', 'forever1',
  'angel123', 'babygirl1', 'cookie123', 'purple123', 'orange123', 'banana123', 'apple123', 'killer123',
]);
