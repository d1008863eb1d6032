import { S } from '../../app/strings';

/** The payment-methods image, drawn inline so it costs no request. */
export function PaymentMethods() {
  const badges = [
    { label: 'VISA', w: 48, fill: '#1a1f71', color: '#fff' },
    { label: 'Mastercard', w: 84, fill: '#fff', color: '#1c1a22' },
    { label: 'AMEX', w: 50, fill: '#2e77bb', color: '#fff' },
    { label: 'OXXO', w: 48, fill: '#e1251b', color: '#ffd100' },
  ];
  let x = 0;
  const total = badges.reduce((s, b) => s + b.w + 6, -6);
  return (
    <svg role="img" aria-label={S.footer.paymentMethodsList} width={total} height={26} viewBox={`0 0 ${total} 26`}>
      <title>{S.footer.paymentMethodsList}</title>
      {badges.map((b) => {
        const at = x;
        x += b.w + 6;
        return (
          <g key={b.label} transform={`translate(${at} 0)`}>
            <rect width={b.w} height={26} rx={4} fill={b.fill} />
            <text x={b.w / 2} y={17} textAnchor="middle" fontSize={11} fontWeight={800} fontFamily="system-ui, sans-serif" fill={b.color}>
              {b.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
