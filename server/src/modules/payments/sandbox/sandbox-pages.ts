import type { Locale } from '../../../../../contract/constants.ts';
import type { GatewayMethod } from '../../../../../contract/payments.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';

const copy = {
  en: {
    title: 'Sandbox payment gateway',
    notice: 'Test mode: no real money moves.',
    amount: 'Amount',
    creditcard: {
      heading: '3-D Secure verification',
      intro: 'Your bank asks you to confirm this payment.',
      confirm: 'Confirm payment',
      fail: 'Fail authentication',
    },
    stcpay: {
      heading: 'STC Pay',
      intro:
        'Enter the one-time password sent to your mobile. Use 123456 to pay, 111111 for insufficient balance.',
      otp: 'One-time password',
      confirm: 'Pay',
    },
    applepay: {
      heading: 'Apple Pay',
      intro: 'Choose what the wallet answers.',
      approve: 'Pay with Apple Pay',
      decline: 'Decline',
      invalidCard: 'Use an invalid card',
    },
  },
  ar: {
    title: 'بوابة الدفع التجريبية',
    notice: 'وضع الاختبار: لا تُحوَّل أي أموال حقيقية.',
    amount: 'المبلغ',
    creditcard: {
      heading: 'التحقق الآمن ثلاثي الأبعاد',
      intro: 'يطلب منك البنك تأكيد عملية الدفع هذه.',
      confirm: 'تأكيد الدفع',
      fail: 'إفشال التحقق',
    },
    stcpay: {
      heading: 'STC Pay',
      intro: 'أدخل رمز التحقق المرسل إلى جوالك. استخدم 123456 لإتمام الدفع، و111111 لرصيد غير كافٍ.',
      otp: 'رمز التحقق',
      confirm: 'ادفع',
    },
    applepay: {
      heading: 'Apple Pay',
      intro: 'اختر ما تجيب به المحفظة.',
      approve: 'الدفع عبر Apple Pay',
      decline: 'رفض',
      invalidCard: 'استخدام بطاقة غير صالحة',
    },
  },
} as const;

const button = (name: string, value: string, label: string, primary: boolean) =>
  `<button type="submit" name="${name}" value="${value}" style="padding:10px 18px;border-radius:6px;border:1px solid #0b7285;font-size:16px;cursor:pointer;${primary ? 'background:#0b7285;color:#fff;' : 'background:#fff;color:#0b7285;'}">${escapeHtml(label)}</button>`;

function formFor(method: GatewayMethod, locale: Locale, action: string): string {
  const words = copy[locale];
  switch (method) {
    case 'creditcard':
      return `<h2>${escapeHtml(words.creditcard.heading)}</h2>
<p>${escapeHtml(words.creditcard.intro)}</p>
<form method="post" action="${escapeHtml(action)}" style="display:flex;gap:12px;flex-wrap:wrap;">
${button('decision', 'authenticate', words.creditcard.confirm, true)}
${button('decision', 'fail', words.creditcard.fail, false)}
</form>`;
    case 'stcpay':
      return `<h2>${escapeHtml(words.stcpay.heading)}</h2>
<p>${escapeHtml(words.stcpay.intro)}</p>
<form method="post" action="${escapeHtml(action)}" style="display:flex;flex-direction:column;gap:12px;max-width:280px;">
<label for="otp">${escapeHtml(words.stcpay.otp)}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required dir="ltr" style="padding:10px;font-size:18px;letter-spacing:4px;">
${button('decision', 'otp', words.stcpay.confirm, true)}
</form>`;
    case 'applepay':
      return `<h2>${escapeHtml(words.applepay.heading)}</h2>
<p>${escapeHtml(words.applepay.intro)}</p>
<form method="post" action="${escapeHtml(action)}" style="display:flex;gap:12px;flex-wrap:wrap;">
${button('decision', 'approve', words.applepay.approve, true)}
${button('decision', 'decline', words.applepay.decline, false)}
${button('decision', 'invalidCard', words.applepay.invalidCard, false)}
</form>`;
  }
}

/** The gateway's hosted step for one payment, in the buyer's language. */
export function sandboxStepPage(input: {
  method: GatewayMethod;
  locale: Locale;
  amountText: string;
  action: string;
}): string {
  const words = copy[input.locale];
  return `<!doctype html>
<html lang="${input.locale}" dir="${input.locale === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(words.title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;padding:32px 16px;background:#f1f3f5;color:#1a1b1e;">
<main style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.1);">
<h1 style="font-size:20px;margin-block-start:0;">${escapeHtml(words.title)}</h1>
<p style="background:#fff3bf;padding:8px 12px;border-radius:6px;">${escapeHtml(words.notice)}</p>
<p><strong>${escapeHtml(words.amount)}:</strong> <span>${escapeHtml(input.amountText)}</span></p>
${formFor(input.method, input.locale, input.action)}
</main>
</body>
</html>`;
}
