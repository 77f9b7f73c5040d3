import type { FaqDto } from '../../contract/support';
import { BRAND } from '../../contract/rules/brand';

/** The help centre's questions (answers are HTML the client sanitises). */
export const FAQS: FaqDto[] = [
  { id: 'forgot-password', topic: 'Internet banking', question: 'I forgot my password. What do I do?',
    answerHtml: '<p>Use <a href="/apply/password-reset">Forgot your password?</a> on the login page. We\'ll send a code to your mobile.</p>' },
  { id: 'locked-out', topic: 'Internet banking', question: "I'm locked out after too many attempts",
    answerHtml: `<p>For your security we lock internet banking after three unsuccessful attempts. Call us on ${BRAND.phone} and we'll unlock it.</p>` },
  { id: 'payment-times', topic: 'Payments', question: 'When will my payment arrive?',
    answerHtml: '<p>Payments between New Zealand banks usually arrive within minutes, 7 days a week. Payments to overseas accounts take 1 to 5 business days.</p>' },
  { id: 'confirmation-of-payee', topic: 'Payments', question: 'What is Confirmation of Payee?',
    answerHtml: "<p>When you add a payee, we check the name you enter against the account's name and tell you if it doesn't match. It helps you avoid scams and mistakes.</p>" },
  { id: 'lost-card', topic: 'Cards', question: 'I lost my card',
    answerHtml: `<p>Call us straight away on ${BRAND.phone} (or ${BRAND.phoneOverseas} from overseas), any time of day or night. We'll stop the card and send you a new one.</p>` },
  { id: 'kiwisaver-first-home', topic: 'KiwiSaver', question: 'Can I use my KiwiSaver to buy my first home?',
    answerHtml: '<p>Once you have been a member for 3 years you can withdraw your savings towards your first home, leaving $1,000 in your account.</p>' },
  { id: 'insurance-claim', topic: 'Insurance', question: 'How do I make an insurance claim?',
    answerHtml: '<p>Log in and open <a href="/online/my-insurance">My insurance</a>, choose the policy and select <strong>Lodge a claim</strong>.</p>' },
  { id: 'branch-hours', topic: 'Branches', question: 'When are your branches open?',
    answerHtml: '<p>Most branches are open 9 am to 4:30 pm on weekdays. See the <a href="/branches">branch finder</a> for each branch\'s hours.</p>' },
  { id: 'home-loan-repayments', topic: 'Home loans', question: 'How much will my home loan repayments be?',
    answerHtml: '<p>Try our <a href="/borrowing/home-loans/repayment-calculator">repayment calculator</a>, or find out <a href="/borrowing/home-loans/borrowing-calculator">how much you could borrow</a>.</p>' },
];
