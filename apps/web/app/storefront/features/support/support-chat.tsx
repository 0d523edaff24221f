import { Bot, MessageCircle, Send, X } from '#app/ui/icons.tsx';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { cx } from '#app/lib/cx.ts';
import { formatIndiaTime } from '@propwash/domain/india-time';
import {
  afterScroll,
  initialScrollVisibility,
  type ChatButtonPlacement,
} from '#app/storefront/features/support/chat-placement.ts';
import {
  policyReply,
  quickPrompts,
  topicOf,
  trackReply,
  type ChatPolicies,
  type ChatReply,
  type LatestOrder,
} from '#app/storefront/features/support/chat-replies.ts';

// The bot answers after 800 ms, as a person typing would.
const REPLY_DELAY_MS = 800;

interface ChatMessage extends ChatReply {
  id: number;
  sender: 'user' | 'bot';
  time: string;
}

let nextId = 1;

function message(sender: ChatMessage['sender'], reply: ChatReply): ChatMessage {
  return { id: nextId++, sender, time: formatIndiaTime(Date.now(), 'time'), ...reply };
}

/** Whether a modal dialog or drawer (native <dialog> or aria-modal) is open on the page. */
function isModalOpen() {
  return document.querySelector('dialog[open], [aria-modal="true"]') !== null;
}

function onModalChange(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'aria-modal'],
  });
  return () => observer.disconnect();
}

/**
 * False while the shopper scrolls down through the page; true at either end or scrolling up. With
 * `isEndOnly`, true only at the end of the page.
 */
function useShownWhileScrolling(isEndOnly: boolean) {
  const [isShown, setIsShown] = useState(!isEndOnly);
  useEffect(() => {
    const maxY = () => document.documentElement.scrollHeight - window.innerHeight;
    let state = afterScroll(initialScrollVisibility, window.scrollY, maxY(), isEndOnly);
    // A page too short to scroll is already at its end: read it once the page has painted.
    let frame = requestAnimationFrame(() => setIsShown(state.isShown));
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        state = afterScroll(state, window.scrollY, maxY(), isEndOnly);
        setIsShown(state.isShown);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isEndOnly]);
  return isShown;
}

/** The signed-in customer's latest order, when the orders API answers (null otherwise). */
async function latestOrder(): Promise<LatestOrder | null> {
  if (!getToken()) return null;
  try {
    const data = await apiRequest<unknown>('/orders?limit=1', { auth: true });
    const list = Array.isArray(data)
      ? data
      : ((data as { orders?: unknown[] } | null)?.orders ?? []);
    const first = list[0] as
      { id?: unknown; orderNumber?: unknown; orderId?: unknown; status?: unknown } | undefined;
    const orderNumber = first?.orderNumber ?? first?.orderId;
    const id = first?.id ?? orderNumber;
    if (typeof orderNumber !== 'string' || typeof id !== 'string') return null;
    if (typeof first?.status !== 'string') return null;
    return { id, orderNumber, status: first.status };
  } catch {
    return null;
  }
}

async function answer(text: string, policies: ChatPolicies): Promise<ChatReply> {
  const topic = topicOf(text);
  if (topic === 'track') return trackReply(!!getToken(), await latestOrder());
  return policyReply(topic, policies);
}

/**
 * Floating help button and chat panel; loaded after the page is idle. The button is small on
 * phones and keeps out of the way (chat-placement.ts): none where `placement` is 'none', only at
 * the page's end where it is 'end', hidden while scrolling down and while a dialog is open.
 */
export default function SupportChat({
  policies,
  placement,
}: {
  policies: ChatPolicies;
  placement: ChatButtonPlacement;
}) {
  const isButtonAllowed = placement !== 'none';
  const [isOpen, setIsOpen] = useState(false);
  const isShownWhileScrolling = useShownWhileScrolling(placement === 'end');
  const isCoveredByModal = useSyncExternalStore(onModalChange, isModalOpen, () => false);
  const [draft, setDraft] = useState('');
  const [isTyping, setIsTyping] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    message('bot', { text: 'Hi! I am the Propwash helper. How can I help you today?' }),
  ]);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, isTyping]);

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function send(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return;
    setMessages((m) => [...m, message('user', { text: trimmed })]);
    setDraft('');
    setIsTyping(true);
    const delay = new Promise((resolve) => setTimeout(resolve, REPLY_DELAY_MS));
    void Promise.all([answer(trimmed, policies), delay]).then(([reply]) => {
      setMessages((m) => [...m, message('bot', reply)]);
      setIsTyping(false);
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send(draft);
  }

  return (
    <>
      {isOpen && (
        <section
          role="dialog"
          aria-label="Support chat"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setIsOpen(false);
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] animate-fade-in flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-lift sm:inset-x-auto sm:right-5 sm:bottom-24 sm:h-[500px] sm:w-[350px] sm:rounded-2xl"
        >
          <header className="flex items-center gap-3 bg-brand-900 px-4 py-3 text-white">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
              <Bot className="size-5" aria-hidden />
            </span>
            <div className="flex-1">
              <h2 className="text-sm font-bold">Propwash Support</h2>
              <p className="text-xs text-brand-100">Usually replies in seconds</p>
            </div>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className="flex size-9 items-center justify-center rounded-full hover:bg-white/15"
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close chat</span>
            </button>
          </header>
          <ol
            ref={listRef}
            aria-live="polite"
            className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4"
          >
            {messages.map((m) => (
              <li
                key={m.id}
                className={cx('flex flex-col', m.sender === 'user' ? 'items-end' : 'items-start')}
              >
                <div
                  className={cx(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
                    m.sender === 'user'
                      ? 'rounded-br-sm bg-brand-700 text-white'
                      : 'rounded-bl-sm border border-slate-200 bg-white text-slate-800',
                  )}
                >
                  <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'Support: '}</span>
                  {m.text}
                  {m.link && (
                    <Link
                      to={m.link.to}
                      onClick={() => setIsOpen(false)}
                      className="mt-1 block font-semibold text-brand-700 underline"
                    >
                      {m.link.label}
                    </Link>
                  )}
                </div>
                <span className="mt-0.5 px-1 text-[11px] text-slate-500">{m.time}</span>
              </li>
            ))}
            {isTyping && (
              <li className="text-xs text-slate-500" aria-label="Support is typing">
                Typing…
              </li>
            )}
          </ol>
          <div className="flex flex-wrap gap-1.5 border-t border-slate-200 px-3 pt-2.5">
            {quickPrompts.map((prompt) => (
              <button
                key={prompt}
                type="button"
                onClick={() => send(prompt)}
                className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-100"
              >
                {prompt}
              </button>
            ))}
          </div>
          <form onSubmit={onSubmit} className="flex gap-2 p-3">
            <input
              ref={inputRef}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Type your message…"
              aria-label="Message"
              maxLength={500}
              className="h-10 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500/30 sm:text-sm"
            />
            <button
              type="submit"
              disabled={!draft.trim()}
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-40"
            >
              <Send className="size-4" aria-hidden />
              <span className="sr-only">Send</span>
            </button>
          </form>
        </section>
      )}
      {(isButtonAllowed || isOpen) && (
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          className={cx(
            'fixed right-3 bottom-3 z-40 flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lift transition-[translate,opacity,visibility] duration-200 hover:bg-brand-800 sm:right-5 sm:bottom-5 sm:size-14',
            isOpen && 'max-sm:hidden',
            !isOpen &&
              (!isShownWhileScrolling || isCoveredByModal) &&
              'invisible translate-y-4 opacity-0',
          )}
        >
          {isOpen ? (
            <X className="size-5 sm:size-6" aria-hidden />
          ) : (
            <MessageCircle className="size-5 sm:size-6" aria-hidden />
          )}
          <span className="sr-only">{isOpen ? 'Close support chat' : 'Open support chat'}</span>
        </button>
      )}
    </>
  );
}
