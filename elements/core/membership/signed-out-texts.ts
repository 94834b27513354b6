/**
 * The catalogue's words for the elements of a member's own data while nobody is signed in, in a
 * module of their own: those elements read them without loading the widget's whole catalogue
 * (widget-texts.ts, which includes these), and a site rewords them with `chainforge.setMessages`
 * like every other text.
 */
export const SIGNED_OUT_TEXTS = {
  'signedOut.balance': 'Sign in to see your balance',
  'signedOut.transactions': 'Sign in to see your transactions',
  'signedOut.orders': 'Sign in to see your incoming orders',
  'signedOut.invoices': 'Sign in to see your invoices',
  'signedOut.invoice': 'Sign in to see this invoice',
  'signedOut.sessions': 'Sign in to see your agent sessions',
  'signedOut.tokens': 'Sign in to see your token usage',
  'signedOut.insights': 'Sign in to see your insights',
  'signedOut.usage': 'Sign in to see your usage',
  'signedOut.supplyChain': 'Sign in to see your supply chain',
  'signedOut.signIn': 'Sign in',
} as const;
