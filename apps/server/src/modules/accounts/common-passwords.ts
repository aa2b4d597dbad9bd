/**
 * The most common passwords of 8+ characters (shorter ones fail the length rule anyway), from the
 * public top-password lists (SecLists' 10k most common, NCSC's 100k). Compared lower-cased.
 */
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word
12345678 123456789 1234567890 0123456789 987654321 9876543210 11111111 111111111 1111111111
00000000 000000000 12341234 12121212 11223344 112233445566 123123123 123456123 1q2w3e4r
1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qwertyuiop qwerty123 qwerty12 qwerty1234
qwertyui asdfghjkl asdfasdf asdf1234 zxcvbnm123 zxcvbnmm iloveyou iloveyou1 iloveyou2
sunshine sunshine1 princess princess1 football football1 baseball basketball superman
batman123 starwars whatever trustno1 letmein1 letmein123 welcome1 welcome123 welcome12
computer internet michelle jennifer jessica1 charlie1 chocolate butterfly liverpool
arsenal1 chelsea1 manchester barcelona soccer123 samsung1 blink182 abcd1234 abc12345
abcdefgh abcdefg1 a1b2c3d4 aa123456 aa12345678 qazwsxedc 123qweasd qweasdzxc 1234qwer
q1w2e3r4 q1w2e3r4t5 monkey123 dragon123 master123 shadow123 michael1 jordan23 mustang1
password! password@ admin123 administrator changeme changeme1 default1 secret123 test1234
testing123 hello123 helloworld lovely123 babygirl1 ashley12 nicole12 daniel12 family123
freedom1 computer1 football12 princess12 naruto123 pokemon1 minecraft fuckyou1 loveme123
nigeria123 nigeria1 kenya123 ghana123 africa123 lagos123 nairobi123 accra123 jesus123
jesuschrist blessing blessed1 godisgood christ123 faith123 victory1 favour123 tazama123
google123 facebook1 youtube1 netflix1 iphone123 android1 mypassword mypassword1 yourpassword
thisismypassword 1234abcd 12345678a 123456789a a123456789 1234567a 12345qwert 147258369
123654789 741852963 159753456 789456123 963852741 13579246 123456aa 666666666 88888888
99999999 55555555 77777777 22222222 33333333 44444444 66666666 12344321 87654321
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
