/**
 * Passwords of 8 or more characters that top the published lists of leaked passwords. Shorter ones
 * are refused by the length rule anyway. Compared in lower case.
 */
const COMMON = `12345678 123456789 1234567890 12345678910 password password1 password12 password123 passw0rd
p@ssw0rd p@ssword qwertyuiop qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qazwsxedc
11111111 00000000 88888888 87654321 11223344 12341234 12344321 11112222 123123123 123321123 987654321
abcd1234 abc12345 abcdefgh iloveyou iloveyou1 sunshine princess football baseball basketball superman
batman123 starwars trustno1 whatever letmein1 welcome1 welcome123 admin123 administrator changeme
changeme123 computer internet michelle jennifer danielle jordan23 charlie1 master123 monkey123 dragon123
shadow123 liverpool chelsea1 arsenal1 corinthians flamengo palmeiras santos123 saopaulo brasil123
senha123 senha1234 mudar123 mudar@123 minhasenha asdfghjk asdfasdf zxcvbnm1 zxcvbnmm 1234qwer qwer1234
q1w2e3r4 a1b2c3d4 aa123456 pokemon1 123qweasd qweasdzxc password! passwort motdepasse contraseña
test1234 testtest guest123 secret123 default1 login123 access14 mustang1 hello123 freedom1 ninja123`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));
