import { listSkuCodes } from '../../db/queries/chat/tool-reads.ts';
import type { ChatContext } from '../tools/chat-context.ts';

// Ids as the account's data writes them (PO-ACM-5001, ORD-1001), and anything shaped like a SKU code.
const PO_ID = /\bPO-[A-Z0-9]+-\d+\b/i;
const ORDER_ID = /\bORD-\d+\b/i;
const SKU_LIKE = /\b[A-Z]{2,5}-[A-Z]{2,5}-\d{2,4}\b/i;

export interface Mentions {
  /** A SKU of the account's that the question names. */
  sku?: string;
  /** Something shaped like a SKU that is not one of the account's. */
  unknownSku?: string;
  poId?: string;
  orderId?: string;
}

/** The account's SKU, purchase order or incoming order the question names, if any. */
export async function findMentions(context: ChatContext, question: string): Promise<Mentions> {
  const upper = question.toUpperCase();
  const skus = await listSkuCodes(context.db, context.memberId);
  const sku = skus
    .filter((code) => new RegExp(`(?:^|[^A-Z0-9-])${code.replace(/[-]/g, '\\-')}(?![A-Z0-9-])`).test(upper))
    .sort((a, b) => b.length - a.length)[0];
  const skuLike = SKU_LIKE.exec(question)?.[0]?.toUpperCase();
  return {
    ...(sku ? { sku } : skuLike && !PO_ID.test(skuLike) ? { unknownSku: skuLike } : {}),
    ...(PO_ID.test(question) ? { poId: PO_ID.exec(question)?.[0]?.toUpperCase() } : {}),
    ...(ORDER_ID.test(question) ? { orderId: ORDER_ID.exec(question)?.[0]?.toUpperCase() } : {}),
  };
}
