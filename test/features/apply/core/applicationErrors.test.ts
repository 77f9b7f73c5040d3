import { APPLICATION_ERROR, CREDIT_SCORE_TOO_LOW } from '../../../../contract/apply';
import { APPLICATION_FAILED_TEXT, applicationErrorText, applicationFailureText } from '../../../../src/features/apply/core/domain/applicationErrors';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

describe('the application error catalogue', () => {
  it('explains each of 10420–10426 and 10428–10431 in its own words', () => {
    const codes = Object.values(APPLICATION_ERROR);
    expect(codes.sort()).toEqual([10420, 10421, 10422, 10423, 10424, 10425, 10426, 10428, 10429, 10430, 10431]);
    const texts = codes.map(applicationErrorText);
    expect(new Set(texts).size).toBe(codes.length);
    for (const text of texts) expect(text).not.toBe(APPLICATION_FAILED_TEXT);
  });

  it('explains the credit score decline, and falls back to what to do next for anything else', () => {
    expect(applicationErrorText(CREDIT_SCORE_TOO_LOW)).toMatch(/credit history/);
    expect(applicationErrorText(null)).toBe(APPLICATION_FAILED_TEXT);
    expect(applicationErrorText(500)).toMatch(/kept on this device/);
  });
});

describe('applicationFailureText', () => {
  it("uses the bank's own sentence when it refused the answers (4010), and the catalogue otherwise", () => {
    const refused = new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Choose a limit above your current limit of $5,000.00' });
    expect(applicationFailureText(refused)).toBe('Choose a limit above your current limit of $5,000.00');
    expect(applicationFailureText(new ApiError(409, 10425, { message: 'x' }))).toBe(applicationErrorText(10425));
    expect(applicationFailureText(new Error('network'))).toBe(APPLICATION_FAILED_TEXT);
  });
});
