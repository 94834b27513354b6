import { useId } from 'react';
import type { ConsoleCommentChannel } from '../../../contract/console-comment-answers';
import { formatCount } from '../../core/format';
import { type ChannelCounts, channelTotals, counted, countsOf } from './comment-feed';
import { ChannelButton, CountsLine, ChannelName, ChannelNav, ReportedCount } from './console-comments.styles';

const POSTS = ['post', 'posts'] as const;
const REPLIES = ['reply', 'replies'] as const;

function ChannelEntry({
  name,
  counts,
  selected,
  onSelect,
}: {
  name: string;
  counts: ChannelCounts;
  selected: boolean;
  onSelect: () => void;
}) {
  const hidden = counts.hidden > 0 ? ` · ${formatCount(counts.hidden)} hidden` : '';
  return (
    <li>
      <ChannelButton type="button" part="channel" aria-pressed={selected} onClick={onSelect}>
        <ChannelName title={name}>{name}</ChannelName>
        <CountsLine>
          <span>
            {counted(counts.posts, POSTS)} · {counted(counts.replies, REPLIES)}
            {hidden}
          </span>
          {counts.reported > 0 && <ReportedCount>{formatCount(counts.reported)} reported</ReportedCount>}
        </CountsLine>
      </ChannelButton>
    </li>
  );
}

/** One mode's channels with their counts, and All channels above them: the one picked is pressed. */
export function ChannelList({
  channels,
  selectedId,
  onSelect,
}: {
  channels: readonly ConsoleCommentChannel[];
  selectedId: string;
  onSelect: (channelId: string) => void;
}) {
  const headingId = useId();
  return (
    <ChannelNav part="channels" aria-labelledby={headingId}>
      <h2 id={headingId}>Channels</h2>
      <ul>
        <ChannelEntry
          name="All channels"
          counts={channelTotals(channels)}
          selected={selectedId === ''}
          onSelect={() => onSelect('')}
        />
        {channels.map((channel) => (
          <ChannelEntry
            key={channel.id}
            name={channel.key}
            counts={countsOf(channel)}
            selected={selectedId === channel.id}
            onSelect={() => onSelect(channel.id)}
          />
        ))}
      </ul>
    </ChannelNav>
  );
}
