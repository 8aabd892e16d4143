// The hub the API and the robot share, with the API's event handler. Declared after the Static Web App because the
// handler's address is the site's. Authentication "none" on purpose: the handler checks the CloudEvents
// abuse-protection handshake and the ce-signature HMAC itself.
param webPubSubName string
param hubName string
param siteUrl string

resource pubsub 'Microsoft.SignalRService/webPubSub@2024-03-01' existing = {
  name: webPubSubName
}

resource hub 'Microsoft.SignalRService/webPubSub/hubs@2024-03-01' = {
  parent: pubsub
  name: hubName
  properties: {
    eventHandlers: [
      {
        urlTemplate: '${siteUrl}/api/realtimeEvents'
        userEventPattern: '*'
        systemEvents: ['connect', 'connected', 'disconnected']
      }
    ]
    anonymousConnectPolicy: 'deny'
  }
}
