import { UndoOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface Props {
  message: string;
  secondsLeft: number;
  undoLabel: string;
  onUndo: () => void;
}

/** Body of an undoable mutation's notification: the message, the seconds left, and an undo button. */
export function UndoableNotice({ message, secondsLeft, undoLabel, onUndo }: Props) {
  return (
    <Flex align="center" justify="space-between" gap={8}>
      <span>
        {message} ({secondsLeft}s)
      </span>
      <Button size="small" icon={<UndoOutlined />} onClick={onUndo} disabled={secondsLeft === 0}>
        {undoLabel}
      </Button>
    </Flex>
  );
}
