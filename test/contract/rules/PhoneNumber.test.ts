import {
  formatNzPhoneNumber, formatNzPhoneNumberInternational, mobileNumberProblem, normaliseNzPhoneNumber,
  parseNzPhoneNumber, phoneNumberProblem, toE164,
} from '../../../contract/rules/PhoneNumber';

describe('NZ mobile numbers', () => {
  it.each(['020', '021', '022', '027', '028', '029'])('accept the %s prefix', (prefix) => {
    expect(parseNzPhoneNumber(`${prefix}5550101`)).toEqual({ kind: 'mobile', national: `${prefix}5550101` });
  });

  it.each(['023', '024', '025', '026'])('reject the %s prefix', (prefix) => {
    expect(parseNzPhoneNumber(`${prefix}5550101`)).toBeNull();
  });

  it('have 8 to 10 digits with the leading 0', () => {
    expect(parseNzPhoneNumber('0211234')).toBeNull();
    expect(parseNzPhoneNumber('02112345')?.kind).toBe('mobile');
    expect(parseNzPhoneNumber('021123456')?.kind).toBe('mobile');
    expect(parseNzPhoneNumber('0211234567')?.kind).toBe('mobile');
    expect(parseNzPhoneNumber('02112345678')).toBeNull();
  });

  it.each([
    '021 555 0101', '021-555-0101', '0215550101', ' 021 555 0101 ', '+64 21 555 0101', '+64215550101',
    '+64 (0)21 555 0101', '0064 21 555 0101', '(021) 555-0101',
  ])('are read from %j', (input) => {
    expect(normaliseNzPhoneNumber(input)).toBe('0215550101');
    expect(toE164(input)).toBe('+64215550101');
    expect(formatNzPhoneNumber(input)).toBe('021 555 0101');
    expect(formatNzPhoneNumberInternational(input)).toBe('+64 21 555 0101');
    expect(mobileNumberProblem(input)).toBeNull();
  });

  it('format shorter numbers in groups of three', () => {
    expect(formatNzPhoneNumber('021123456')).toBe('021 123 456');
    expect(formatNzPhoneNumber('02112345')).toBe('021 123 45');
    expect(formatNzPhoneNumberInternational('021123456')).toBe('+64 21 123 456');
  });
});

describe('NZ landlines', () => {
  it.each(['03', '04', '06', '07', '09'])('accept area code %s with 7 digits', (area) => {
    expect(parseNzPhoneNumber(`${area}1234567`)).toEqual({ kind: 'landline', national: `${area}1234567` });
  });

  it.each(['011234567', '051234567', '081234567', '0912345678', '09123456'])('reject %s', (number) => {
    expect(parseNzPhoneNumber(number)).toBeNull();
  });

  it('are read and written in every form', () => {
    expect(normaliseNzPhoneNumber('(09) 123 4567')).toBe('091234567');
    expect(normaliseNzPhoneNumber('+64 9 123 4567')).toBe('091234567');
    expect(formatNzPhoneNumber('091234567')).toBe('09 123 4567');
    expect(formatNzPhoneNumberInternational('04-123-4567')).toBe('+64 4 123 4567');
    expect(toE164('03 123 4567')).toBe('+6431234567');
  });
});

describe('what is not an NZ number', () => {
  it.each(['', '   ', 'phone me', '+61 412 345 678', '0061 412 345 678', '+1 212 555 0101', '021 555 O1O1', '021.555.0101', '+', '++64215550101', '64215550101'])(
    '%j', (input) => {
      expect(parseNzPhoneNumber(input)).toBeNull();
      expect(normaliseNzPhoneNumber(input)).toBeNull();
      expect(toE164(input)).toBeNull();
      expect(formatNzPhoneNumber(input)).toBe(input);
      expect(formatNzPhoneNumberInternational(input)).toBe(input);
    },
  );
});

describe('problems', () => {
  it('ask for a mobile', () => {
    expect(mobileNumberProblem('')).toBe('Enter your mobile number');
    expect(mobileNumberProblem('09 123 4567')).toBe('That looks like a landline. Enter a mobile number');
    expect(mobileNumberProblem('12345')).toBe('Enter an NZ mobile number, like 021 555 0101');
  });

  it('accept a mobile or a landline for a phone number', () => {
    expect(phoneNumberProblem('09 123 4567')).toBeNull();
    expect(phoneNumberProblem('027 555 0101')).toBeNull();
    expect(phoneNumberProblem(' ')).toBe('Enter your phone number');
    expect(phoneNumberProblem('0800 123 456')).toBe('Enter an NZ phone number, like 021 555 0101 or 09 123 4567');
  });
});
