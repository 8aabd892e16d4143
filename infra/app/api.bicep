// The API: a Functions app on the Flex Consumption plan, linked to the Static Web App as its backend. Its settings
// that are secrets are Key Vault references, resolved by the platform with the app's user-assigned identity.
param name string
param planName string
param storageAccountName string
param location string
param tags object
param identityId string
param identityPrincipalId string
param identityClientId string
param keyVaultUri string
param applicationInsightsName string
param siteUrl string
param mongodbDatabase string
param featuresOff string
param adminUserIds string
param stripePriceIds string
param pixKey string
param pixMerchantName string
param pixMerchantCity string
param cryptoGatewayUrl string
param telegramBotUsername string
param webPubSubHub string
param emailFrom string
param vapidPublicKey string
param vapidSubject string
param supportEmail string
param version string
param maximumInstanceCount int

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

// The deployment package lives in a blob container the app reads with its identity (no storage key anywhere).
resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: storageAccountName
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  properties: {
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
  }
}

resource blobs 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: storage
  name: 'default'
}

resource packages 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: blobs
  name: 'deployments'
}

// Built-in role "Storage Blob Data Owner": the host's own blobs (AzureWebJobsStorage) and the deployment package.
var blobOwnerRoleId = 'b7e6ec1f-2fd4-4e8d-a3d1-cbd57d2b5a3f'

resource blobOwner 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  scope: storage
  name: guid(storage.id, identityPrincipalId, blobOwnerRoleId)
  properties: {
    principalId: identityPrincipalId
    principalType: 'ServicePrincipal'
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', blobOwnerRoleId)
  }
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: { reserved: true }
}

var secret = '@Microsoft.KeyVault(SecretUri=${keyVaultUri}secrets/'

var appSettings = {
  MONGODB_URI: '${secret}mongodb-uri)'
  MONGODB_DB: mongodbDatabase
  FEATURES_OFF: featuresOff
  ADMIN_USER_IDS: adminUserIds
  PUBLIC_URL: siteUrl
  ROBOT_KEY: '${secret}robot-key)'
  ADMIN_KEY: '${secret}admin-key)'
  STRIPE_SECRET_KEY: '${secret}stripe-secret-key)'
  STRIPE_WEBHOOK_SECRET: '${secret}stripe-webhook-secret)'
  STRIPE_PRICE_IDS: stripePriceIds
  PIX_KEY: pixKey
  PIX_MERCHANT_NAME: pixMerchantName
  PIX_MERCHANT_CITY: pixMerchantCity
  CRYPTO_GATEWAY_URL: cryptoGatewayUrl
  CRYPTO_GATEWAY_KEY: '${secret}crypto-gateway-key)'
  TELEGRAM_BOT_TOKEN: '${secret}telegram-bot-token)'
  TELEGRAM_WEBHOOK_SECRET: '${secret}telegram-webhook-secret)'
  TELEGRAM_BOT_USERNAME: telegramBotUsername
  WEBPUBSUB_CONNECTION_STRING: '${secret}webpubsub-connection-string)'
  WEBPUBSUB_HUB: webPubSubHub
  SMTP_URL: '${secret}smtp-url)'
  EMAIL_FROM: emailFrom
  VAPID_PUBLIC_KEY: vapidPublicKey
  VAPID_PRIVATE_KEY: '${secret}vapid-private-key)'
  VAPID_SUBJECT: vapidSubject
  SUPPORT_EMAIL: supportEmail
  AGULHADAS_VERSION: version
  APPLICATIONINSIGHTS_CONNECTION_STRING: insights.properties.ConnectionString
  AzureWebJobsStorage__accountName: storage.name
  AzureWebJobsStorage__credential: 'managedidentity'
  AzureWebJobsStorage__clientId: identityClientId
}

resource app 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'api' })
  kind: 'functionapp,linux'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: { '${identityId}': {} }
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    keyVaultReferenceIdentity: identityId
    siteConfig: {
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${packages.name}'
          authentication: {
            type: 'UserAssignedIdentity'
            userAssignedIdentityResourceId: identityId
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: maximumInstanceCount
        instanceMemoryMB: 2048
      }
      runtime: {
        name: 'node'
        version: '22'
      }
    }
  }
  dependsOn: [blobOwner]
}

resource settings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: app
  name: 'appsettings'
  properties: appSettings
}

output id string = app.id
output name string = app.name
